import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ServerFragment, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import { pages } from '../exposes/pages';
import { render } from './render';

const draw = async (path: string, search = '') => (await render({ path, search, apiUrl: 'http://127.0.0.1:9' })) as ServerFragment | null;

/** Hydrates the server's HTML with the page the browser mounts, as the host does; returns the mismatches React reports. */
function hydrate(html: string, path: string, routePath: string, Page: () => React.ReactNode) {
  return hydrateDrawn(
    html,
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

// React's act() warns unless the environment says it is a test
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('account server render', () => {
  it('draws /login with its form, social buttons and links, keeping where the visitor came from', async () => {
    const fragment = await draw('/login', '?redirect=%2Fcarrito');
    expect(fragment).not.toBeNull();
    const { html, title, styles } = fragment!;
    expect(html).toContain('data-testid="login-page"');
    expect(html).toContain('Iniciar Sesion');
    expect(html).toContain('Correo electrónico');
    expect(html).toContain('Contraseña');
    expect(html).toContain('href="/api/social/google/start?redirect=%2Fcarrito"');
    expect(html).toContain('href="/signup?redirect=%2Fcarrito"');
    expect(html).toContain('href="/forgot-password"');
    // a click before the form has its handler would submit the password in the address
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Iniciar sesión<\/button>/);
    expect(title).toBe('Iniciar Sesion | Botica Guaraní');
    expect(Array.isArray(styles)).toBe(true);
  });

  it('draws /forgot-password with the e-mail step', async () => {
    const fragment = await draw('/forgot-password');
    expect(fragment?.html).toContain('data-testid="forgot-password-page"');
    expect(fragment?.html).toContain('data-testid="recovery-email-step"');
    expect(fragment?.html).toContain('Volver a iniciar sesión');
    expect(fragment?.title).toBe('Recuperar contraseña | Botica Guaraní');
  });

  it('leaves the other pages to the browser (null: the endpoint answers 204)', async () => {
    expect(await draw('/signup')).toBeNull();
    expect(await draw('/mi-cuenta')).toBeNull();
    expect(await draw('/producto/100001/paracetamol')).toBeNull();
    expect(await draw('/no-existe')).toBeNull();
  });

  it('the browser hydrates the drawn /login in place without a mismatch, and the button then works', async () => {
    const fragment = await draw('/login', '?social=error');
    expect(fragment?.html).toContain('Tenemos problemas con el servicio de inicio de sesión social');
    const { container, drawn, errors } = await hydrate(fragment!.html, '/login?social=error', '/login', pages.login);
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(drawn);
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Iniciar sesión');
    expect(container.querySelector('label[for="login-email"] + input#login-email')).not.toBeNull();
  });

  it('the browser hydrates the drawn /forgot-password in place without a mismatch', async () => {
    const fragment = await draw('/forgot-password');
    const { container, drawn, errors } = await hydrate(fragment!.html, '/forgot-password', '/forgot-password', pages['forgot-password']);
    expect(errors).toEqual([]);
    expect(container.firstElementChild).toBe(drawn);
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('account server render of an order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers an unknown path for /pedido/{codigo} the API does not give this customer, or a code that is none', async () => {
    const asked: { url: string; cookie: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        asked.push({ url: String(url), cookie: new Headers(init.headers).get('cookie') });
        return new Response('{}', { status: String(url).endsWith('/99999') ? 404 : 200 });
      }),
    );
    const order = (path: string, cookie = 'token=abc') => render({ path, search: '', cookie, apiUrl: 'http://api.test' });
    expect(await order('/pedido/99999')).toEqual(UNKNOWN_PATH);
    expect(asked).toEqual([{ url: 'http://api.test/api/clientes/pedidos/99999', cookie: 'token=abc' }]);
    expect(await order('/pedido/12')).toBeNull();
    expect(await order('/pedido/abc')).toEqual(UNKNOWN_PATH);
    // no session: the shell sends the visitor to the login, nothing is claimed
    expect(await order('/pedido/99999', '')).toBeNull();
    // an API that cannot answer: the owner cannot tell, it never claims the order exists
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('caído'))));
    expect(await order('/pedido/99999')).toEqual(UNDECIDED);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    expect(await order('/pedido/12')).toEqual(UNDECIDED);
  });

  it('answers an unknown path for /direcciones/{codigo}/editar of an address the API does not give this customer', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        asked.push(String(url));
        return new Response('{}', { status: String(url).endsWith('/direcciones/4040') ? 404 : 200 });
      }),
    );
    const edit = (path: string, cookie = 'token=abc') => render({ path, search: '', cookie, apiUrl: 'http://api.test' });
    expect(await edit('/direcciones/4040/editar')).toEqual(UNKNOWN_PATH);
    expect(asked).toEqual(['http://api.test/api/direcciones/4040']);
    expect(await edit('/direcciones/12/editar')).toBeNull();
    expect(await edit('/direcciones/doce/editar')).toEqual(UNKNOWN_PATH);
    expect(await edit('/direcciones/4040/editar', '')).toBeNull();
    // the add-address page names nothing
    expect(await edit('/direcciones/agregar')).toBeNull();
  });

  it("answers an unknown path for a password or e-mail link whose token the API does not know (asked without using it)", async () => {
    const asked: { url: string; cookie: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        asked.push({ url: String(url), cookie: new Headers(init.headers).get('cookie') });
        return new Response('{}', { status: String(url).includes('vencido') ? 404 : 200 });
      }),
    );
    const at = (path: string, cookie = 'token=abc') => render({ path, search: '', cookie, apiUrl: 'http://api.test' });
    // the password link is public: asked without the session
    expect(await at('/cambiar-contrasena/enlace-vencido-123', '')).toEqual(UNKNOWN_PATH);
    expect(asked.at(-1)).toEqual({ url: 'http://api.test/api/customers/password/change/enlace-vencido-123', cookie: null });
    expect(await at('/cambiar-contrasena/enlace-valido-123', '')).toBeNull();
    expect(await at('/cambiar-contrasena/corto', '')).toEqual(UNKNOWN_PATH);
    // the e-mail link is the session's
    expect(await at('/verificar-correo/enlace-vencido-456')).toEqual(UNKNOWN_PATH);
    expect(asked.at(-1)).toEqual({ url: 'http://api.test/api/clientes/verificar-correo/enlace-vencido-456', cookie: 'token=abc' });
    expect(await at('/verificar-correo/enlace-valido-456')).toBeNull();
    expect(await at('/verificar-correo/enlace-vencido-456', '')).toBeNull();
  });
});
