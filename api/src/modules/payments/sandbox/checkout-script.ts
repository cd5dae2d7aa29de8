import { SANDBOX_FRAMES } from '../providers/sandbox.provider.js';

/**
 * The sandbox's bancard-checkout 4.0.0: the same global and calls as the card provider's published script
 * (`Bancard.Checkout.createForm(divId, processId, options)`, `Bancard.Cardsnew.createForm`, `Bancard.Charge3DS.createForm`,
 * `Bancard.destroy()`, `options.responseHandler`, the `iframeHeight` message), mounting the sandbox's frames. A frame
 * the page already drew for the same process (the server's first draw) is kept rather than loaded again.
 */
export const SANDBOX_CHECKOUT_JS = `(function (window) {
  'use strict';
  var document = window.document;
  var current = document.currentScript;
  var origin = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var FRAMES = ${JSON.stringify(SANDBOX_FRAMES)};
  var settings = { divId: null, handler: null, frame: null };

  function addParam(url, name, value) {
    return url + (url.indexOf('?') > -1 ? '&' : '?') + name + '=' + encodeURIComponent(value);
  }

  function onMessage(event) {
    if (event.origin !== origin || !settings.frame || event.source !== settings.frame.contentWindow) return;
    var data = event.data || {};
    if (typeof data.iframeHeight !== 'undefined') {
      settings.frame.style.minHeight = data.iframeHeight + 'px';
      return;
    }
    if (settings.handler) settings.handler(data);
    else if (data.return_url) window.location.replace(addParam(data.return_url, 'status', data.message));
  }

  function createForm(form) {
    return function (divId, processId, options) {
      if (typeof divId !== 'string' || divId === '') throw new Error('Invalid parameter: Div id');
      if (typeof processId !== 'string' || processId === '') throw new Error('Invalid parameter: Process id');
      var container = document.getElementById(divId);
      if (!container) throw new Error('Div with id: ' + divId + ' could not be found.');
      var src = origin + FRAMES[form] + encodeURIComponent(processId);
      var drawn = container.querySelector('iframe');
      if (drawn && drawn.src === src) {
        settings.frame = drawn;
      } else {
        var iframe = document.createElement('iframe');
        iframe.src = src;
        iframe.style.width = '100%';
        iframe.style.height = '100%';
        iframe.style.borderWidth = '0px';
        container.innerHTML = '';
        container.appendChild(iframe);
        settings.frame = iframe;
      }
      settings.divId = divId;
      settings.handler = options && typeof options.responseHandler === 'function' ? options.responseHandler : null;
      window.removeEventListener('message', onMessage);
      window.addEventListener('message', onMessage);
    };
  }

  function Bancard() {}
  Bancard.prototype.Checkout = { createForm: createForm('Checkout') };
  Bancard.prototype.Cardsnew = { createForm: createForm('Cardsnew') };
  Bancard.prototype.Charge3DS = { createForm: createForm('Charge3DS') };
  Bancard.prototype.destroy = function () {
    window.removeEventListener('message', onMessage);
    var container = settings.divId && document.getElementById(settings.divId);
    if (container) while (container.firstChild) container.removeChild(container.firstChild);
    settings.divId = null;
    settings.frame = null;
    settings.handler = null;
  };
  if (typeof window.Bancard === 'undefined') window.Bancard = new Bancard();
})(window);
`;
