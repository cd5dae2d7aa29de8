import { SANDBOX_FRAMES } from '../providers/sandbox.provider.js';

/**
 * The sandbox's bancard-checkout 4.0.0: the global, forms and frame paths of the card provider's published script
 * (`Bancard.Checkout`, `Cards`, `Zimple`, `Preauthorization` and `Charge3DS.createForm(divId, processId, options)`,
 * `Bancard.Confirmation.loadPinPad(divId, aliasToken, options)`, `Bancard.destroy()`, `options.responseHandler`, the
 * `iframeHeight` message) and nothing else, mounting the sandbox's frames under the address it is served from
 * (`/sandbox/bancard`, as Bancard's under its environment's). A frame the page already drew for the same process
 * (the server's first draw) is kept rather than loaded again. `api/test/bancard-checkout-script.test.ts` holds it to
 * the published list (`@botica/shared-contracts/payments/bancard-checkout`).
 */
export const SANDBOX_CHECKOUT_JS = `(function (window) {
  'use strict';
  var document = window.document;
  var current = document.currentScript;
  var here = current && current.src ? new URL(current.src, window.location.href) : new URL('/sandbox/bancard/checkout/javascript/dist/', window.location.href);
  var base = here.origin + here.pathname.replace(/\\/checkout\\/javascript\\/dist\\/[^/]*$/, '');
  var origin = here.origin;
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

  function mount(form, param, label) {
    return function (divId, value, options) {
      if (typeof divId !== 'string' || divId === '') throw new Error('Div id must be a non empty string.');
      if (typeof value !== 'string' || value === '') throw new Error(label + ' must be a non empty string.');
      var container = document.getElementById(divId);
      if (!container) throw new Error('Div with id: ' + divId + ' could not be found.');
      var src = addParam(base + FRAMES[form], param, value);
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
  Bancard.prototype.Checkout = { createForm: mount('Checkout', 'process_id', 'Process id') };
  Bancard.prototype.Cards = { createForm: mount('Cards', 'process_id', 'Process id') };
  Bancard.prototype.Zimple = { createForm: mount('Zimple', 'process_id', 'Process id') };
  Bancard.prototype.Confirmation = { loadPinPad: mount('Confirmation', 'alias_token', 'Alias token') };
  Bancard.prototype.Preauthorization = { createForm: mount('Preauthorization', 'process_id', 'Process id') };
  Bancard.prototype.Charge3DS = { createForm: mount('Charge3DS', 'process_id', 'Process id') };
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
