// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandsOf } from '@botica/shared-contracts/events/bus';
import { addFavourite, checkFavourite } from './favourites';

afterEach(() => vi.unstubAllGlobals());

describe('favourites and a session that ended', () => {
  it("a heart's background state read that meets a 401 leaves the shopper on the page; the heart they press sends them to login", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      asked.push(new URL(input.url).pathname);
      return new Response(JSON.stringify({ errors: [{ msg: 'Debe iniciar sesión para continuar.' }] }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    const told: string[] = [];
    const stop = commandsOf('host').handle('host:session-expired', ({ returnTo }) => {
      told.push(returnTo);
      return { redirected: true };
    });
    window.history.replaceState(null, '', '/producto/100001/paracetamol');
    const read = await checkFavourite(100512).catch((e: unknown) => e);
    expect(read).toMatchObject({ status: 401 });
    window.history.replaceState(null, '', '/producto/100001/paracetamol?desde=corazon');
    const press = await addFavourite(100001).catch((e: unknown) => e);
    expect(press).toMatchObject({ status: 401 });
    // commands are answered in order: had the background read told the host, the page without the query would come first
    await vi.waitFor(() => expect(told).toEqual(['/producto/100001/paracetamol?desde=corazon']));
    expect(asked).toEqual(['/api/favoritos/verificar/100512', '/api/favoritos/agregar/100001']);
    stop();
  });
});
