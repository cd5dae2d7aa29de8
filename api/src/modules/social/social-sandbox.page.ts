import type { SocialProfile } from '@botica/shared-contracts/auth/payloads';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LABEL = { google: 'Google', facebook: 'Facebook' } as const;

/** The local page that plays the provider: the person picks one of the demo profiles. */
export function sandboxProviderPage(provider: 'google' | 'facebook', state: string, profiles: SocialProfile[]): string {
  const buttons = profiles
    .map(
      (p) => `<li><form method="get" action="/api/social/${provider}/callback">
  <input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="profile" value="${escape(p.id)}">
  <button type="submit"><strong>${escape(`${p.firstName} ${p.lastName}`)}</strong><span>${escape(p.email ?? '')}</span></button>
</form></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ingresar con ${LABEL[provider]} (sandbox)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:2rem;width:min(420px,92vw)}
h1{font-size:1.3rem;margin:.2rem 0 1rem}ul{list-style:none;padding:0;margin:0}li{margin:.5rem 0}
button{width:100%;text-align:left;border:1px solid #d1d5db;border-radius:8px;background:#fff;padding:.8rem 1rem;cursor:pointer;display:flex;flex-direction:column;gap:.2rem}
button:hover{border-color:#2563eb}span{color:#6b7280;font-size:.9rem}small{color:#6b7280}a{color:#2563eb}
</style></head><body><main>
<small>Proveedor de prueba · ${LABEL[provider]}</small>
<h1>Elegí un perfil</h1>
<p>para continuar a Botica Guaraní</p>
<ul>${buttons}</ul>
<p><a href="/login">Cancelar</a></p>
</main></body></html>`;
}
