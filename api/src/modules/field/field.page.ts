import type { VitalName } from '@botica/shared-contracts/field/payloads';
import { escapeHtml as e } from '../sandbox/sandbox.html.js';
import { operatorFrame } from '../releases/releases.page.js';
import type { FieldOverview, VitalSummary } from './field.service.js';

const VITALS: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];
/** The web's thresholds (good up to the first, poor past the second). */
const THRESHOLDS: Record<VitalName, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], TTFB: [800, 1800] };

const number = (n: number, digits = 0) => n.toLocaleString('es-PY', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const rate = (errors: number, views: number) => (views > 0 ? `${number((errors / views) * 100, 1)} %` : '—');
const time = (at: Date) => at.toLocaleTimeString('es-PY', { timeZone: 'America/Asuncion', hour: '2-digit', minute: '2-digit' });

function vitalCell(vital: VitalName, { p75, muestras }: VitalSummary[VitalName]): string {
  if (p75 === null) return '<td class="nota">—</td>';
  const [good, poor] = THRESHOLDS[vital];
  const verdict = p75 <= good ? 'bueno' : p75 <= poor ? 'mejorable' : 'malo';
  const text = vital === 'CLS' ? number(p75, 3) : `${number(p75)} ms`;
  return `<td class="${verdict}" title="${muestras} muestras">${text}</td>`;
}
const vitalHeads = VITALS.map((v) => `<th>${v} p75</th>`).join('');

/**
 * The operator's page of field measurements (decision 080): the last hour as shoppers met it, per route and per app
 * version (canary beside stable), and the slowest documents of each route with their Server-Timing parts and trace.
 */
export function fieldPage(overview: FieldOverview, operator: string): string {
  const nav = `<p><a href="/operador">Versiones</a> · <strong>Medidas de campo</strong> (desde las ${e(time(overview.desde))}, hora de Asunción)</p>`;
  const routes = overview.rutas.length
    ? `<table><thead><tr><th>Ruta</th><th>Dueño</th><th>Vistas</th><th>Errores</th><th>Tasa de errores</th>${vitalHeads}</tr></thead><tbody>${overview.rutas
        .map((r) => `<tr><td>${e(r.ruta)}</td><td>${e(r.app)}</td><td>${number(r.vistas)}</td><td>${number(r.errores)}</td><td>${rate(r.errores, r.vistas)}</td>${VITALS.map((v) => vitalCell(v, r.vitales[v])).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '<p class="nota">Ningún navegador informó en la última hora.</p>';
  const versions = overview.versiones.length
    ? `<table><thead><tr><th>Aplicación</th><th>Canal</th><th>Versión</th><th>Vistas</th><th>Errores</th><th>Tasa de errores</th>${vitalHeads}</tr></thead><tbody>${overview.versiones
        .map((v) => {
          const channel = v.canal === 'canario' ? `canario (${v.porcentaje ?? 0} %)` : v.canal === 'estable' ? 'estable' : 'anterior';
          return `<tr><td>${e(v.app)}</td><td>${channel}</td><td>${e(v.version === 'base' ? 'compilación base' : v.version)}</td><td>${number(v.vistas)}</td><td>${number(v.errores)}</td><td>${rate(v.errores, v.vistas)}</td>${VITALS.map((x) => vitalCell(x, v.vitales[x])).join('')}</tr>`;
        })
        .join('')}</tbody></table>`
    : '<p class="nota">Sin versiones vistas en la última hora.</p>';
  const slow = overview.lentos.length
    ? `<table><thead><tr><th>Ruta</th><th>Documento</th><th>Partes (Server-Timing)</th><th>Traza</th><th>Versión</th><th>Minuto</th></tr></thead><tbody>${overview.lentos
        .map((d) => {
          const parts = Object.entries(d.partes)
            .map(([name, ms]) => `${e(name)} ${number(ms)} ms`)
            .join(' · ');
          return `<tr><td>${e(d.ruta)}</td><td>${number(d.ms)} ms</td><td>${parts || '—'}</td><td>${d.traza ? `<code>${e(d.traza)}</code>` : '<span class="nota">sin traza</span>'}</td><td>${e(d.app)} ${e(d.version)}</td><td>${e(time(d.minuto))}</td></tr>`;
        })
        .join('')}</tbody></table>`
    : '<p class="nota">Ningún documento informado en la última hora.</p>';
  return operatorFrame(
    'Medidas de campo',
    `${nav}<section aria-labelledby="t-rutas"><h2 id="t-rutas">Por ruta</h2><p class="nota">p75 de las medidas de los navegadores; verde bueno, ámbar mejorable, rojo malo (umbrales de Core Web Vitals).</p>${routes}</section>
<section aria-labelledby="t-versiones"><h2 id="t-versiones">Por versión de cada aplicación</h2><p class="nota">El canario al lado de la estable: las mismas medidas y su tasa de errores (errores de la aplicación por página en que estuvo).</p>${versions}</section>
<section aria-labelledby="t-lentos"><h2 id="t-lentos">Documentos más lentos de la última hora</h2><p class="nota">Tiempo hasta el primer byte del documento en el navegador, sus partes según el Server-Timing del host y su traza (con OTEL_EXPORTER_OTLP_ENDPOINT).</p>${slow}</section>`,
    operator,
  ).replace('</style>', 'td.bueno{background:#e4f4ea}td.mejorable{background:#fff4d6}td.malo{background:#fbe9e7}</style>');
}
