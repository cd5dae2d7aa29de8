import { escapeHtml } from '../../sandbox/sandbox.html.js';

const FRAME_CSS = `body{font-family:system-ui,Arial,sans-serif;margin:0;padding:16px;color:#1d2b24;background:#fff}
h1{font-size:1.1rem;margin:0 0 4px}.marca{color:#0b6e4f;font-weight:700}.nota{color:#5b6b63;font-size:.85rem}
form{display:grid;gap:10px;max-width:380px}label{display:grid;gap:4px;font-size:.9rem}
input,button{font:inherit;padding:8px;border:1px solid #b9c7c0;border-radius:6px}button{background:#0b6e4f;color:#fff;border:0;cursor:pointer}
button.secundario{background:#fff;color:#0b6e4f;border:1px solid #0b6e4f}.error{color:#b00020;font-weight:600}.ok{color:#0b6e4f;font-weight:600}
.fila{display:flex;gap:8px}.fila label{flex:1}`;

/**
 * A provider page (frame or full page). Scripts carry the response's nonce; only the provider's own forms may
 * post, and only the shop (same origin through the host's /sandbox proxy) may frame it.
 */
export function providerPage(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${FRAME_CSS}</style></head><body>
<p class="marca">Pasarela de pagos · Sandbox</p>
${body}
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body></html>`;
}

export const providerCsp = (nonce: string) =>
  `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'self'`;

/** Posts the outcome to the shop's page that frames this one (same origin), as the provider's script does. */
export const postToParent = (message: unknown) =>
  `(function(){var m=${JSON.stringify(message).replace(/</g, '\\u003c')};if(window.parent&&window.parent!==window){window.parent.postMessage(m,window.location.origin);}})();`;
