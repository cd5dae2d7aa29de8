import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import type { OutboxEntry } from '../outbox/outbox.types.js';
import { CONSOLE_CSS, escapeHtml, safeLink } from './sandbox.html.js';

const REFRESH_SECONDS = 10;

function outboxTable(entries: OutboxEntry[], destino: string): string {
  const rows = entries
    .map(
      (m) => `<tr>
<td>${escapeHtml(new Date(m.fecha).toLocaleString('es-PY', { timeZone: SHOP_TIME_ZONE }))}</td>
<td class="canal">${m.canal === 'sms' ? 'SMS' : 'Correo'}</td>
<td>${escapeHtml(m.destino)}</td>
<td>${escapeHtml(m.asunto ?? '')}</td>
<td class="cuerpo">${escapeHtml(m.cuerpo)}</td>
<td>${safeLink(m.enlace)}</td>
<td>${escapeHtml(m.estado)}</td>
</tr>`,
    )
    .join('\n');
  return `<section id="bandeja">
<h2>Bandeja de salida: correos y SMS</h2>
<form class="filtro" method="get" action="/sandbox">
<label>Destinatario <input name="destino" value="${escapeHtml(destino)}" placeholder="correo o celular"></label>
<button type="submit">Filtrar</button> <a href="/sandbox">Ver todos</a>
</form>
${entries.length ? `<table><thead><tr><th>Fecha</th><th>Canal</th><th>Destinatario</th><th>Asunto</th><th>Mensaje</th><th>Enlace</th><th>Estado</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No hay mensajes en la bandeja de salida.</p>'}
</section>`;
}

/** The whole console: outbox first, then the blocks other modules registered, clearly apart. */
export function consolePage(entries: OutboxEntry[], destino: string, extra: { id: string; titulo: string; html: string }[]): string {
  const blocks = extra.length
    ? extra.map((s) => `<section id="${escapeHtml(s.id)}"><h2>${escapeHtml(s.titulo)}</h2>${s.html}</section>`).join('\n')
    : '<p class="nota">No hay otras herramientas registradas.</p>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>Consola de pruebas · Botica Guaraní</title><style>${CONSOLE_CSS}</style></head>
<body><header><h1>Consola de pruebas (sandbox)</h1></header>
<main>
<p class="nota">Mensajes que la tienda habría enviado y simuladores de servicios externos. La página se actualiza cada ${REFRESH_SECONDS} segundos. <a href="/sandbox${destino ? `?destino=${encodeURIComponent(destino)}` : ''}">Actualizar ahora</a></p>
${outboxTable(entries, destino)}
<div class="separador">Otras herramientas de prueba</div>
${blocks}
</main></body></html>`;
}
