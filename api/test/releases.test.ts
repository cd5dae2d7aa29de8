import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RELEASE_APPS, type ReleaseApp } from '@botica/shared-contracts/releases/entities';
import { hashPassword } from '../src/modules/auth/password.js';
import { APP_AUTH, testApp } from './helpers.js';
import { checkoutMiniCartWithoutOnNavigate, checkoutWithoutAddToCart, contracts, releaseFile } from './release-fixtures.js';

/**
 * The release registry through its API (decision 082): operators only, the gate on every promotion, stable and
 * canary as the host servers read them, the way back, history, retention, counts and the canary's watch.
 */
const PASSWORD = 'clave-de-operador-de-prueba';
let app: FastifyInstance;
const operator = (name = 'Ana Operadora') => ({ ...APP_AUTH, 'x-operator-password': PASSWORD, 'x-operator-name': encodeURIComponent(name) });

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = operator()) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
const live = async () => (await app.inject({ method: 'GET', url: '/api/releases/vigentes' })).json().result;

async function publish(appName: ReleaseApp, contract = contracts[appName]) {
  const file = releaseFile(appName, contract);
  const res = await call('POST', `/api/operador/versiones/${appName}`, file);
  expect(res.statusCode, res.body).toBe(200);
  return file.version;
}

beforeAll(async () => {
  app = await testApp({ OPERATOR_PASSWORD_HASH: await hashPassword(PASSWORD), CANARY_WATCH_SECONDS: 0, CANARY_MIN_VIEWS: 20, RELEASES_KEPT: 2 });
  for (const name of RELEASE_APPS) {
    const res = await call('PUT', `/api/operador/versiones/${name}/base`, { commit: 'base', contract: contracts[name] });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => app?.close());

describe('operators only', () => {
  it('refuses the operator calls without the password, and with a wrong one', async () => {
    const none = await call('GET', '/api/operador/versiones', undefined, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0].msg).toMatch(/solo para operadores/);
    const wrong = await call('POST', '/api/operador/versiones/content/revertir', {}, { ...operator(), 'x-operator-password': 'no-es' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].msg).toBe('Nombre o contraseña de operador incorrectos.');
  });

  it('without a configured hash nobody is an operator', async () => {
    const closed = await testApp({ CANARY_WATCH_SECONDS: 0 });
    try {
      const res = await closed.inject({ method: 'GET', url: '/api/operador/versiones', headers: operator() });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].msg).toMatch(/OPERATOR_PASSWORD_HASH/);
      const page = await closed.inject({ method: 'GET', url: '/operador' });
      expect(page.body).toContain('no está configurado');
      expect(page.body).not.toContain('name="contrasena"');
    } finally {
      await closed.close();
    }
  });
});

describe('who gets which version', () => {
  it('with no channel an app serves its base build; a canary, its promotion and the way back change what hosts read', async () => {
    expect(await live()).toEqual({});
    const first = await publish('content');
    const second = await publish('content');

    let res = await call('POST', '/api/operador/versiones/content/promover', { version: first, motivo: 'primera versión' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await live()).content).toEqual({ estable: first, canario: null, porcentaje: 0 });

    res = await call('POST', '/api/operador/versiones/content/promover', { version: second, porcentaje: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await live()).content).toEqual({ estable: first, canario: second, porcentaje: 20 });

    // the canary becomes stable: the canary ends
    res = await call('POST', '/api/operador/versiones/content/promover', { version: second });
    expect((await live()).content).toEqual({ estable: second, canario: null, porcentaje: 0 });

    // back: to the stable before, then to the base build, then nothing further
    res = await call('POST', '/api/operador/versiones/content/revertir', { motivo: 'el texto nuevo tiene una errata' });
    expect(res.json().result).toMatchObject({ estable: first, canario: null });
    expect((await live()).content).toEqual({ estable: first, canario: null, porcentaje: 0 });
    await call('POST', '/api/operador/versiones/content/revertir', {});
    expect((await live()).content).toBeUndefined();
    res = await call('POST', '/api/operador/versiones/content/revertir', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].msg).toBe('content no tiene canario ni una versión estable anterior: ya sirve su compilación base.');
  });

  it('a rollback with a canary running ends the canary and keeps the stable', async () => {
    const stable = await publish('account');
    const canary = await publish('account');
    await call('POST', '/api/operador/versiones/account/promover', { version: stable });
    await call('POST', '/api/operador/versiones/account/promover', { version: canary, porcentaje: 10 });
    const res = await call('POST', '/api/operador/versiones/account/revertir', {});
    expect(res.json().result).toMatchObject({ estable: stable, canario: null });
    expect((await live()).account).toEqual({ estable: stable, canario: null, porcentaje: 0 });
  });

  it('the history says who did what, when and why', async () => {
    const res = await call('GET', '/api/operador/versiones');
    const content = res.json().result.find((a: { app: string }) => a.app === 'content');
    const actions = content.historial.map((h: { accion: string }) => h.accion);
    expect(actions).toEqual(['revertir', 'revertir', 'promover', 'canario', 'promover', 'publicar', 'publicar']);
    const rollback = content.historial[1];
    expect(rollback).toMatchObject({ actor: 'Ana Operadora', motivo: 'el texto nuevo tiene una errata', anterior: content.versiones[0].version });
    expect(new Date(rollback.fecha).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a percentage out of 1–100, an unknown version and a version that is published twice', async () => {
    const version = await publish('catalog');
    let res = await call('POST', '/api/operador/versiones/catalog/promover', { version, porcentaje: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe('El porcentaje del canario es un número entero de 1 a 100.');
    res = await call('POST', '/api/operador/versiones/catalog/promover', { version: '20261130.999999-zzz9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].msg).toMatch(/No existe la versión 20261130.999999-zzz9999 de catalog/);
    res = await call('POST', '/api/operador/versiones/catalog', { ...releaseFile('catalog'), version });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].msg).toBe(`La versión ${version} de catalog ya está publicada: una versión no cambia.`);
  });
});

describe('the contract gate on promotion', () => {
  it('refuses a checkout that no longer answers the catalogue\'s add to cart, and one whose mini-cart drops a prop; lets a compatible one through', async () => {
    const breaking = await publish('checkout', checkoutWithoutAddToCart());
    let res = await call('POST', '/api/operador/versiones/checkout/promover', { version: breaking, porcentaje: 20 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].msg).toContain(`catalog (compilación base) envía el comando «checkout:add-to-cart», que checkout (${breaking}) no responde.`);
    expect(res.json().problemas).toHaveLength(1);

    const dropsProp = await publish('checkout', checkoutMiniCartWithoutOnNavigate());
    res = await call('POST', '/api/operador/versiones/checkout/promover', { version: dropsProp });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].msg).toContain(`host (compilación base) pasa la prop «onNavigate» a «mini-cart».MiniCart de checkout (${dropsProp}), que ya no la recibe.`);

    // refused: nothing changed for shoppers
    expect((await live()).checkout).toBeUndefined();

    const compatible = await publish('checkout');
    res = await call('POST', '/api/operador/versiones/checkout/promover', { version: compatible, porcentaje: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await live()).checkout).toEqual({ estable: null, canario: compatible, porcentaje: 20 });
    await call('POST', '/api/operador/versiones/checkout/revertir', {});
  });

  it('compares with the canaries of the others too: a catalog canary that sends a new command holds back a checkout that does not answer it', async () => {
    const catalog = await publish('catalog', {
      ...contracts.catalog,
      sends: { ...contracts.catalog.sends, 'checkout:coupon': { payload: { kind: 'object', fields: {} }, reply: { kind: 'object', fields: {} } } },
    });
    // catalog's canary itself is refused while checkout does not answer that command
    let res = await call('POST', '/api/operador/versiones/catalog/promover', { version: catalog, porcentaje: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].msg).toContain(`catalog (${catalog}) envía el comando «checkout:coupon», que checkout (compilación base) no responde.`);
    // a dry run says the same without promoting
    res = await call('POST', '/api/operador/versiones/catalog/control', { version: catalog });
    expect(res.json().result.problemas).toEqual([`catalog (${catalog}) envía el comando «checkout:coupon», que checkout (compilación base) no responde.`]);
  });
});

describe('a build not published yet (a team\'s pipeline)', () => {
  it('is judged by its contract against the live builds, registering nothing and changing nothing', async () => {
    const before = (await call('GET', '/api/operador/versiones')).json().result;
    let res = await call('POST', '/api/operador/versiones/checkout/control', { compilacion: 'candidata de ab12cd3', contrato: checkoutWithoutAddToCart() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.problemas).toEqual(['catalog (compilación base) envía el comando «checkout:add-to-cart», que checkout (candidata de ab12cd3) no responde.']);
    res = await call('POST', '/api/operador/versiones/checkout/control', { compilacion: 'candidata de ab12cd3', contrato: contracts.checkout });
    expect(res.json().result.problemas).toEqual([]);
    // neither a version nor a change in who gets what
    expect((await call('GET', '/api/operador/versiones')).json().result).toEqual(before);
    // a contract without a name for it, or a name without a contract, is refused
    res = await call('POST', '/api/operador/versiones/checkout/control', { contrato: contracts.checkout });
    expect(res.statusCode).toBe(400);
    res = await call('POST', '/api/operador/versiones/checkout/control', { compilacion: 'candidata' });
    expect(res.statusCode).toBe(400);
  });
});

describe('two promotions at once', () => {
  it('are judged one after the other: a checkout that stops answering a command and a catalog that starts sending it cannot both go live', async () => {
    const coupon = { payload: { kind: 'object' as const, fields: {} }, reply: { kind: 'object' as const, fields: {} } };
    // live: a checkout that answers checkout:coupon (nobody sends it yet)
    const answers = await publish('checkout', { ...contracts.checkout, answers: { ...contracts.checkout.answers, 'checkout:coupon': coupon } });
    expect((await call('POST', '/api/operador/versiones/checkout/promover', { version: answers })).statusCode).toBe(200);
    // each of these is fine against what is live; together they break
    const stopsAnswering = await publish('checkout');
    const startsSending = await publish('catalog', { ...contracts.catalog, sends: { ...contracts.catalog.sends, 'checkout:coupon': coupon } });
    const [a, b] = await Promise.all([
      call('POST', '/api/operador/versiones/checkout/promover', { version: stopsAnswering }),
      call('POST', '/api/operador/versiones/catalog/promover', { version: startsSending }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().errors[0].msg).toContain('envía el comando «checkout:coupon»');
    // back to the base builds for the tests that follow
    for (const appName of ['checkout', 'catalog'] as const) {
      while ((await call('POST', `/api/operador/versiones/${appName}/revertir`, {})).statusCode === 200);
    }
    expect((await live()).checkout).toBeUndefined();
    expect((await live()).catalog).toBeUndefined();
  });
});

describe('counts, the canary watch and retention', () => {
  it('takes document counts only from the shop\'s servers; counts the client errors of known versions', async () => {
    const fromHost = await app.inject({ method: 'POST', url: '/api/releases/vistas', headers: APP_AUTH, payload: { vistas: [{ app: 'catalog', version: 'base', documentos: 3, fragmentosFallidos: 0 }] } });
    expect(fromHost.statusCode, fromHost.body).toBe(200);
    const forwarded = await app.inject({
      method: 'POST',
      url: '/api/releases/vistas',
      headers: { ...APP_AUTH, 'x-forwarded-for': '203.0.113.9' },
      payload: { vistas: [{ app: 'catalog', version: 'base', documentos: 1000, fragmentosFallidos: 0 }] },
    });
    expect(forwarded.statusCode).toBe(403);
    await app.releases.recordError('catalog', 'base');
    // a version nobody published is not counted (a page's report names what its document named)
    await app.releases.recordError('catalog', '20261130.235959-fff0000');
    const overview = (await call('GET', '/api/operador/versiones')).json().result;
    expect(overview.find((a: { app: string }) => a.app === 'catalog').vistas).toEqual([{ version: null, documentos: 3, errores: 1, parte: 1 }]);
  });

  it('rolls back by itself a canary clearly worse than stable, and the history says why', async () => {
    const canary = await publish('content');
    await call('POST', '/api/operador/versiones/content/promover', { version: canary, porcentaje: 50 });
    await app.releases.recordViews([
      { app: 'content', version: canary, documentos: 30, fragmentosFallidos: 0 },
      { app: 'content', version: 'base', documentos: 30, fragmentosFallidos: 0 },
    ]);
    for (let i = 0; i < 9; i += 1) await app.releases.recordError('content', canary);
    expect(await app.releases.watchCanaries()).toEqual(['content']);
    expect((await live()).content).toBeUndefined();
    const history = (await call('GET', '/api/operador/versiones')).json().result.find((a: { app: string }) => a.app === 'content').historial;
    expect(history[0]).toMatchObject({
      accion: 'revertir-auto',
      version: canary,
      actor: 'vigilancia del canario',
      motivo: 'Revertido automáticamente: el canario tuvo 9 fallas en 30 páginas (30,0 %) y la estable 0 en 30 (0,0 %).',
    });
    // the watch does not roll back twice
    expect(await app.releases.watchCanaries()).toEqual([]);
  });

  it('lets go of old versions nobody gets, keeping the newest and the live ones', async () => {
    const versions: string[] = [];
    for (let i = 0; i < 4; i += 1) versions.push(await publish('host'));
    await call('POST', '/api/operador/versiones/host/promover', { version: versions[0] });
    const res = await call('POST', '/api/operador/versiones/host/podar', {});
    expect(res.statusCode, res.body).toBe(200);
    // kept: the stable (0), the two newest (2, 3); version 1 goes
    expect(res.json().result.retiradas).toEqual([versions[1]]);
    const again = await call('POST', '/api/operador/versiones/host/promover', { version: versions[1] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toMatch(/ya no se sirve/);
  });
});

describe('the operator page', () => {
  const origin = { origin: 'http://localhost:3000' };

  it('shows only the login without a session; a wrong password says so; a login shows the apps and the buttons', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/operador' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('Ingresar como operador');
    expect(anonymous.body).not.toContain('Promover a estable');

    const wrong = await app.inject({ method: 'POST', url: '/operador/ingresar', headers: origin, payload: { nombre: 'Ana', contrasena: 'mala' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Nombre o contraseña de operador incorrectos.');

    const ok = await app.inject({ method: 'POST', url: '/operador/ingresar', headers: origin, payload: { nombre: 'Ana', contrasena: PASSWORD } });
    expect(ok.statusCode).toBe(303);
    const cookie = ok.cookies.find((c) => c.name === 'botica_operador')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/operador' });
    const page = await app.inject({ method: 'GET', url: '/operador', cookies: { botica_operador: cookie.value } });
    expect(page.body).toContain('Versiones de la tienda');
    for (const name of RELEASE_APPS) expect(page.body).toContain(`id="t-${name}"`);
    expect(page.body).toContain('Promover a estable');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    // a button that the gate refuses shows the refusal on the page
    const breaking = await publish('checkout', checkoutWithoutAddToCart());
    const refused = await app.inject({ method: 'POST', url: '/operador/versiones/checkout/promover', headers: origin, cookies: { botica_operador: cookie.value }, payload: { version: breaking } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('envía el comando «checkout:add-to-cart», que checkout');

    // another site's form is refused before anything runs
    const foreign = await app.inject({ method: 'POST', url: '/operador/versiones/checkout/revertir', headers: { origin: 'https://otro.example' }, cookies: { botica_operador: cookie.value }, payload: {} });
    expect(foreign.statusCode).toBe(403);
  });

  it('limits wrong logins per address: the eleventh in 15 minutes is refused even with the right password', async () => {
    const from = { ...origin, 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 10; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/operador/ingresar', headers: from, remoteAddress: '127.0.0.1', payload: { nombre: 'Intruso', contrasena: `mala-${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await app.inject({ method: 'POST', url: '/operador/ingresar', headers: from, remoteAddress: '127.0.0.1', payload: { nombre: 'Intruso', contrasena: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Demasiados intentos');
    expect(blocked.cookies.find((c) => c.name === 'botica_operador')).toBeUndefined();
  });
});
