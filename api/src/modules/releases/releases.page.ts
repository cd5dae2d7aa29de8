import { escapeHtml as e } from '../sandbox/sandbox.html.js';
import type { ReleaseOverview } from './releases.service.js';

/** The operator pages' look: plain HTML and forms, no script (the page works as the commands do). */
export const OPERATOR_CSS = `
body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1d2b24;background:#f5f7f6}
header{background:#0b6e4f;color:#fff;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}
header h1{margin:0;font-size:1.3rem}header form{margin:0}main{padding:16px 24px;max-width:1200px}
section{background:#fff;border:1px solid #d9e2dd;border-radius:8px;padding:12px 16px;margin-bottom:20px}
h2{font-size:1.15rem;margin:0 0 8px}h3{font-size:1rem;margin:14px 0 6px}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #e3e8e5;padding:6px;text-align:left;vertical-align:top}
th{background:#eef3f0}.nota{color:#5b6b63;font-size:.85rem}.aviso{border-radius:6px;padding:8px 12px;margin-bottom:16px;white-space:pre-wrap}
.ok{background:#e4f4ea;border:1px solid #9fd3b3}.error{background:#fbe9e7;border:1px solid #e8a398}
form.linea{display:inline-flex;gap:6px;align-items:center;margin:0 6px 0 0}input,button{font:inherit;padding:4px 8px}
label{display:block;margin:8px 0 4px}.vigente{font-weight:600}`;

export function operatorFrame(title: string, body: string, operator?: string): string {
  const logout = operator
    ? `<form method="post" action="/operador/salir"><span>${e(operator)}</span> <button type="submit">Salir</button></form>`
    : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${OPERATOR_CSS}</style></head><body><header><h1>${e(title)}</h1>${logout}</header><main>${body}</main></body></html>`;
}

/** The operator's login form. */
export function loginPage(opts: { configured: boolean; error?: string; name?: string }): string {
  if (!opts.configured) {
    return operatorFrame(
      'Operación de la tienda',
      `<p class="aviso error" role="alert">El acceso de operador no está configurado en este servidor: falta OPERATOR_PASSWORD_HASH (npm run operator:password).</p>`,
    );
  }
  const error = opts.error ? `<p class="aviso error" role="alert">${e(opts.error)}</p>` : '';
  return operatorFrame(
    'Operación de la tienda',
    `${error}<section><h2>Ingresar como operador</h2><form method="post" action="/operador/ingresar">
<label for="nombre">Nombre</label><input id="nombre" name="nombre" autocomplete="username" required maxlength="60" value="${e(opts.name ?? '')}">
<label for="contrasena">Contraseña de operador</label><input id="contrasena" name="contrasena" type="password" autocomplete="current-password" required>
<p><button type="submit">Ingresar</button></p></form></section>`,
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1).replace('.', ',')} %`;
const versionName = (version: string | null) => version ?? 'compilación base';
const date = (iso: string) => new Date(iso).toLocaleString('es-PY', { timeZone: 'America/Asuncion', dateStyle: 'short', timeStyle: 'medium' });

const ACTIONS: Record<string, string> = {
  publicar: 'Publicó',
  canario: 'Canario',
  promover: 'Promovió a estable',
  revertir: 'Revirtió',
  'revertir-auto': 'Revertido automáticamente',
};

function appSection(app: ReleaseOverview[number]): string {
  const health = app.salud
    ? (() => {
        const rate = (h: { documentos: number; fallas: number }) => (h.documentos ? percent(h.fallas / h.documentos) : '—');
        return `<p>Errores desde que empezó el canario: canario <strong>${rate(app.salud.canario)}</strong> (${app.salud.canario.fallas} en ${app.salud.canario.documentos} páginas) · estable <strong>${rate(app.salud.estable)}</strong> (${app.salud.estable.fallas} en ${app.salud.estable.documentos} páginas)</p>`;
      })()
    : '';
  const canary = app.canario ? `canario <span class="vigente">${e(app.canario)}</span> para el ${app.porcentaje} % de los visitantes` : 'sin canario';
  // the way back, when there is one: the canary ends, or the stable before comes back (the base build is the last)
  const rollback =
    app.canario || app.estable
      ? `<div><form class="linea" method="post" action="/operador/versiones/${e(app.app)}/revertir"><input name="motivo" placeholder="Motivo (opcional)" aria-label="Motivo de la reversión de ${e(app.app)}" maxlength="500"><button type="submit">${app.canario ? 'Terminar el canario' : 'Volver a la estable anterior'}</button></form></div>`
      : '';
  const versions = app.versiones.length
    ? `<table><thead><tr><th>Versión</th><th>Publicada</th><th>Por</th><th>Acciones</th></tr></thead><tbody>${app.versiones
        .map((v) => {
          const mark = v.version === app.estable ? ' (estable)' : v.version === app.canario ? ' (canario)' : v.retirada ? ' (retirada)' : '';
          const actions = v.retirada
            ? ''
            : `<form class="linea" method="post" action="/operador/versiones/${e(app.app)}/promover"><input type="hidden" name="version" value="${e(v.version)}"><button type="submit" aria-label="Promover ${e(v.version)} de ${e(app.app)} a estable">Promover a estable</button></form>` +
              `<form class="linea" method="post" action="/operador/versiones/${e(app.app)}/promover"><input type="hidden" name="version" value="${e(v.version)}"><input name="porcentaje" type="number" min="1" max="100" value="20" aria-label="Porcentaje del canario de ${e(v.version)}" style="width:5em"> % <button type="submit" aria-label="Canario de ${e(v.version)} de ${e(app.app)}">Canario</button></form>`;
          return `<tr><td>${e(v.version)}${mark}</td><td>${e(date(v.publicada))}</td><td>${e(v.por)}</td><td>${actions}</td></tr>`;
        })
        .join('')}</tbody></table>`
    : '<p class="nota">Ninguna versión publicada: se sirve la compilación base (npm run release -- ' + e(app.app) + ').</p>';
  const views = app.vistas.length
    ? `<table><thead><tr><th>Versión</th><th>Páginas (24 h)</th><th>Parte</th><th>Errores</th></tr></thead><tbody>${app.vistas
        .map((v) => `<tr><td>${e(versionName(v.version))}</td><td>${v.documentos}</td><td>${percent(v.parte)}</td><td>${v.errores}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="nota">Sin páginas servidas en las últimas 24 horas.</p>';
  const history = app.historial.length
    ? `<table><thead><tr><th>Cuándo</th><th>Quién</th><th>Qué</th><th>Por qué</th></tr></thead><tbody>${app.historial
        .map((h) => {
          const what =
            h.accion === 'publicar'
              ? `Publicó ${e(h.version ?? '')}`
              : h.accion === 'canario'
                ? `Canario ${e(h.version ?? '')} al ${h.porcentaje ?? 0} %`
                : h.accion === 'promover'
                  ? `Promovió ${e(versionName(h.version))} a estable (antes ${e(versionName(h.anterior))})`
                  : `${ACTIONS[h.accion] ?? e(h.accion)}: ${h.porcentaje !== null ? `terminó el canario ${e(h.version ?? '')}` : `de ${e(versionName(h.anterior))} a ${e(versionName(h.version))}`}`;
          return `<tr><td>${e(date(h.fecha))}</td><td>${e(h.actor)}</td><td>${what}</td><td>${e(h.motivo ?? '')}</td></tr>`;
        })
        .join('')}</tbody></table>`
    : '<p class="nota">Sin cambios registrados.</p>';
  return `<section id="${e(app.app)}" aria-labelledby="t-${e(app.app)}"><h2 id="t-${e(app.app)}">${e(app.app)}</h2>
<p>Estable <span class="vigente">${e(versionName(app.estable))}</span> · ${canary}</p>${health}${rollback}
<h3>Versiones</h3>${versions}<h3>Quién recibe qué</h3>${views}<h3>Historial</h3>${history}</section>`;
}

/** The operator's page: each app's versions, who gets which, the canary's health, the history, and the buttons. */
export function releasesPage(overview: ReleaseOverview, operator: string, notice?: { ok: boolean; text: string }): string {
  const message = notice ? `<p class="aviso ${notice.ok ? 'ok' : 'error'}" role="${notice.ok ? 'status' : 'alert'}">${e(notice.text)}</p>` : '';
  return operatorFrame('Versiones de la tienda', `${message}${overview.map(appSection).join('')}`, operator);
}
