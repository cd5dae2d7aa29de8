import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { APP_AUTHORIZATION, createApiClient, getJson } from './client';
import { ApiError } from './errors';

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
});
