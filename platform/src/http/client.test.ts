// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { commandsOf } from '@botica/shared-contracts/events/bus';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import { createApiClient, getJson } from './client';
import { ApiError } from '@botica/shared-contracts/http/errors';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

describe('api client', () => {
  it('sends the app authorisation and the Cliente header', async () => {
    const seen = stubFetch(200, { ok: true });
    const client = createApiClient({ baseUrl: 'http://api.test/api', getClienteToken: () => 'tok' });
    const out = await getJson(client, 'health', v.object({ ok: v.boolean() }));
    expect(out.ok).toBe(true);
    expect(seen[0]?.url).toBe('http://api.test/api/health');
    expect(seen[0]?.headers.get('authorization')).toBe(APP_AUTHORIZATION);
    expect(seen[0]?.headers.get('cliente')).toBe('tok');
  });

  it('turns error answers into ApiError with errors[0]', async () => {
    stubFetch(422, { errors: [{ msg: 'Contraseña es requerida', param: 'password' }] });
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: 'http://api.test/api', onError });
    const failure = await getJson(client, 'x', v.any()).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(422);
    expect(failure.message).toBe('Contraseña es requerida');
    expect(failure.fieldError('password')).toBe('Contraseña es requerida');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('turns network failures into status 500 with the generic message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test/api' });
    const failure = await getJson(client, 'x', v.any()).catch((e) => e);
    expect(failure.status).toBe(500);
    expect(failure.message).toBe('Ops... Vaya algo no salio bien!');
  });

  it('answers a 401 with the one policy: the host is told the session expired, with the page to come back to', async () => {
    stubFetch(401, { errors: [{ msg: 'Sesión expirada' }] });
    const told: string[] = [];
    const stop = commandsOf('host').handle('host:session-expired', ({ returnTo }) => {
      told.push(returnTo);
      return { redirected: true };
    });
    const client = createApiClient({ baseUrl: 'http://api.test/api' });
    // a quiet call (the session probe) is not a session that ended
    window.history.replaceState(null, '', '/');
    await getJson(client, 'clientes', v.any(), { context: { quiet: true } }).catch(() => undefined);
    window.history.replaceState(null, '', '/mis-pedidos?p=2');
    const failure = await getJson(client, 'pedidos', v.any()).catch((e) => e);
    expect(failure.status).toBe(401);
    // commands are answered in order: had the quiet call told the host, '/' would come first
    await vi.waitFor(() => expect(told).toEqual(['/mis-pedidos?p=2']));
    stop();
  });
});
