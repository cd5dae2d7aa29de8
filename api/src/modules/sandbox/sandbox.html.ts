const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** A link only for http(s) or site-relative addresses, so a stored value can never become a script URL. */
export function safeLink(href: string | null | undefined): string {
  if (!href) return '';
  if (!/^(https?:\/\/|\/)/i.test(href)) return escapeHtml(href);
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(href)}</a>`;
}

export const CONSOLE_CSS = `
body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1d2b24;background:#f5f7f6}
header{background:#0b6e4f;color:#fff;padding:12px 24px}header h1{margin:0;font-size:1.3rem}
main{padding:16px 24px}section{background:#fff;border:1px solid #d9e2dd;border-radius:8px;padding:12px 16px;margin-bottom:20px}
h2{font-size:1.1rem;margin:0 0 8px}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border-bottom:1px solid #e3e8e5;padding:6px;text-align:left;vertical-align:top}th{background:#eef3f0}
td.cuerpo{white-space:pre-wrap;max-width:480px}.canal{font-weight:600;text-transform:uppercase;font-size:.8rem}
.nota{color:#5b6b63;font-size:.85rem}form.filtro{margin-bottom:8px}input,button,select{font:inherit;padding:4px 8px}
.separador{border-top:3px solid #0b6e4f;margin:28px 0 12px;padding-top:8px;font-weight:600;color:#0b6e4f}`;
