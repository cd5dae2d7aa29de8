import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

let n = 0;
const unique = () => `${Date.now() % 1000000}${(n += 1)}`;
const persona = (over: Record<string, unknown> = {}) => {
  const u = unique();
  return {
    tipo: 'persona',
    opcion: 0,
    documentType: 'ci',
    document: `7${u}`.slice(0, 8),
    firstName: 'Lucía',
    lastName: 'Gómez',
    email: `Lucia.${u}@Correo.Test`,
    phone: `0982-${u.slice(-6).padStart(6, '1')}`,
    password: 'Segura123',
    passwordConfirmation: 'Segura123',
    clieCodigo: 0,
    ...over,
  };
};
// Each call from its own address: the registration limit per address is tested separately.
let ip = 0;
const register = (payload: object, from = `10.1.${Math.floor((ip += 1) / 250)}.${ip % 250}`) =>
  app.inject({ method: 'POST', url: '/api/clientes/registro', headers: { ...APP_AUTH, 'x-forwarded-for': from }, payload });
const firstError = (res: { json: () => { errors: { msg: string; param?: string }[] } }) => res.json().errors[0] ?? { msg: '' };

describe('registration', () => {
  it('registers a persona, logs them in and sends the verification link', async () => {
    const body = persona();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const { token, result } = res.json();
    expect(result.clieCodigo).toBeGreaterThan(0);
    expect(cookieOf(res.headers['set-cookie'], 'token')).toContain(token);
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${token}` } });
    expect(me.json().result).toMatchObject({
      clieCodigo: result.clieCodigo,
      email: String(body.email).toLowerCase(),
      tipoPersona: 'F',
      primerNombre: 'Lucía',
      nombreCompleto: 'Lucía Gómez',
      emailValido: 'N',
    });
    const mail = await app.db
      .selectFrom('outbox')
      .selectAll()
      .where('customer_codigo', '=', result.clieCodigo)
      .executeTakeFirstOrThrow();
    expect(mail.canal).toBe('email');
    expect(mail.enlace).toMatch(/\/verificar-correo\/[A-Za-z0-9_-]{43}$/);

    // The link verifies the account of the session
    const link = mail.enlace!.split('/').pop();
    // its page exists while the link works (asked without using it); another token names nothing
    const probe = (t: string) => app.inject({ method: 'GET', url: `/api/clientes/verificar-correo/${t}`, headers: { cookie: `token=${token}` } });
    expect((await probe(link!)).statusCode).toBe(200);
    expect((await probe(link!)).statusCode).toBe(200);
    expect((await probe('y'.repeat(43))).statusCode).toBe(404);
    const verify = await app.inject({ method: 'POST', url: '/api/clientes/verificar-correo', headers: { ...APP_AUTH, cookie: `token=${token}` }, payload: { token: link } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe('Verificado!');
    const again = await app.inject({ method: 'POST', url: '/api/clientes/verificar-correo', headers: { ...APP_AUTH, cookie: `token=${token}` }, payload: { token: link } });
    expect(again.statusCode).toBe(400);
    const after = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${token}` } });
    expect(after.json().result.emailValido).toBe('S');
    // once used, the link's page is gone
    expect((await probe(link!)).statusCode).toBe(404);
  });

  it('a verification link does not work in another customer\'s session', async () => {
    const a = await register(persona());
    const b = await register(persona());
    const mailA = await app.db.selectFrom('outbox').select('enlace').where('customer_codigo', '=', a.json().result.clieCodigo).executeTakeFirstOrThrow();
    const res = await app.inject({
      method: 'POST',
      url: '/api/clientes/verificar-correo',
      headers: { ...APP_AUTH, cookie: `token=${b.json().token}` },
      payload: { token: mailA.enlace!.split('/').pop() },
    });
    expect(res.statusCode).toBe(400);
    expect(firstError(res).msg).toMatch(/^No verificado!/);
    // nor does its page exist for another customer
    const probe = await app.inject({ method: 'GET', url: `/api/clientes/verificar-correo/${mailA.enlace!.split('/').pop()}`, headers: { cookie: `token=${b.json().token}` } });
    expect(probe.statusCode).toBe(404);
    const noSession = await app.inject({ method: 'POST', url: '/api/clientes/verificar-correo', headers: APP_AUTH, payload: { token: 'x'.repeat(43) } });
    expect(noSession.statusCode).toBe(401);
  });

  it('registers a company: the business name replaces the names, RUC type J, managers stored', async () => {
    const u = unique();
    const res = await register({
      tipo: 'empresa',
      opcion: 1,
      razon_social: 'Distribuidora Ñandutí S.A.',
      ruc_empresa: `80${u.slice(-5)}-3`,
      correo_electronico: `Compras.${u}@Empresa.Test`,
      celular_telefono: '0971-555444',
      password_empresa: 'Empresa123',
      passwordConfirmation_empresa: 'Empresa123',
      items: [{ nombres: 'Carlos', apellidos: 'Duarte', nro_cedula: '1234567', celular_empresa: '0981-222333' }],
    });
    expect(res.statusCode).toBe(200);
    const codigo = res.json().result.clieCodigo;
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${res.json().token}` } });
    expect(me.json().result).toMatchObject({
      tipo: 'empresa',
      tipoPersona: 'J',
      nombreCompleto: 'Distribuidora Ñandutí S.A.',
      primerApellido: '',
      email: `compras.${u}@empresa.test`,
    });
    const managers = await app.db.selectFrom('company_managers').selectAll().where('customer_codigo', '=', codigo).execute();
    expect(managers).toMatchObject([{ nombres: 'Carlos', apellidos: 'Duarte', nro_cedula: '1234567', celular: '0981-222333' }]);
  });

  it('refuses a used e-mail with the spec message', async () => {
    const c = await makeCustomer(app);
    const res = await register(persona({ email: c.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({ msg: 'Este usuario ya esta en uso. Favor seleccione otro o ha olvidado su contraseña?', param: 'email' });
  });

  it.each([
    [{ password: 'corta1A', passwordConfirmation: 'corta1A' }, 'password', 'Debe ser minimo 8 caracteres, una letra mayúscula, una minúscula y un número.'],
    [{ password: 'sinmayuscula1', passwordConfirmation: 'sinmayuscula1' }, 'password', 'No cumple con los requerimientos de seguridad.'],
    [{ passwordConfirmation: 'Distinta123' }, 'passwordConfirmation', 'La contraseña no coinciden.'],
    [{ phone: '021-555666' }, 'phone', 'El formato correcto es 0991-123456'],
    [{ documentType: 'pasaporte' }, 'documentType', 'Los tipos permitidos son Cédula de identidad, RUC y documento extranjero'],
    [{ document: '1.234.567' }, 'document', 'Debe de ser solo numerico. No contenter puntos, comas, etc.'],
    [{ documentType: 'ruc', document: '1234567' }, 'document', 'Formato correcto de RUC 1234567-8'],
    [{ documentType: 'doc_extranjero', document: 'AB12345' }, 'nacionalidad', 'Nacionalidad es requerida'],
    [{ firstName: '' }, 'firstName', 'Nombres es requerido'],
    [{ lastName: '  ' }, 'lastName', 'Apellidos es requerido'],
    [{ email: 'sin-arroba' }, 'email', 'Correo debe tener el formato correcto.'],
  ])('validates %o → %s', async (over, param, msg) => {
    const res = await register(persona(over));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ msg, param });
  });

  it('limits sign-ups per address (30 in 15 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await register({ tipo: 'persona' }, '10.200.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('accepts a foreign document with a nationality and a RUC persona as type J', async () => {
    const foreign = await register(persona({ documentType: 'doc_extranjero', document: `AR${unique()}`, nacionalidad: 'AR' }));
    expect(foreign.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${foreign.json().token}` } });
    expect(me.json().result).toMatchObject({ documentType: 'doc_extranjero', nacionalidad: 'AR', tipoPersona: 'F' });
    const ruc = await register(persona({ documentType: 'ruc', document: `44${unique().slice(-5)}-1` }));
    const meRuc = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${ruc.json().token}` } });
    expect(meRuc.json().result.tipoPersona).toBe('J');
  });

  it('validates the company form: RUC, managers and confirmation', async () => {
    const base = {
      tipo: 'empresa',
      razon_social: 'Empresa',
      ruc_empresa: '80012345-6',
      correo_electronico: `e${unique()}@empresa.test`,
      celular_telefono: '0971-555444',
      password_empresa: 'Empresa123',
      passwordConfirmation_empresa: 'Empresa123',
      items: [{ nombres: 'A', apellidos: 'B', nro_cedula: '123', celular_empresa: '0981-222333' }],
    };
    expect(firstError(await register({ ...base, ruc_empresa: '80012345' }))).toMatchObject({ param: 'ruc_empresa', msg: 'Formato correcto de RUC 1234567-8' });
    expect(firstError(await register({ ...base, passwordConfirmation_empresa: 'x' }))).toMatchObject({ param: 'passwordConfirmation_empresa', msg: 'La contraseña no coinciden.' });
    expect(firstError(await register({ ...base, items: [{ ...base.items[0], apellidos: '' }] }))).toMatchObject({ param: 'items.0.apellidos', msg: 'Apellidos es requerido' });
  });
});

describe('lookups', () => {
  it('document lookup: [] for unknown, ["false", msg] for an existing account', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/customers?q=99999999&type=ci' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const c = await makeCustomer(app);
    const taken = await app.inject({ method: 'GET', url: `/api/customers?q=${c.documento}&type=ci` });
    expect(taken.json()[0]).toBe('false');
    expect(taken.json()[1]).toMatch(/Ya existe una cuenta/);
    expect(JSON.stringify(taken.json())).not.toContain(c.email);
  });

  it('document lookup gives a shop customer without web account to complete, and registration completes it', async () => {
    const doc = `55${unique()}`.slice(0, 8);
    const shop = await app.db
      .insertInto('customers')
      .values({ tipo: 'persona', tipo_persona: 'F', email: `tienda${doc}@correo.test`, nombres: 'Rosa Elena', apellidos: 'Villalba', document_type: 'ci', documento: doc })
      .returning('codigo')
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/customers?q=${doc}&type=ci` });
    expect(res.json()).toEqual([
      { codigo: shop.codigo, nombres: 'Rosa Elena', apellidos: 'Villalba', primerNombre: 'Rosa', nombreCompleto: 'Rosa Elena Villalba', email: `tienda${doc}@correo.test` },
    ]);
    const reg = await register(persona({ document: doc, clieCodigo: shop.codigo, firstName: 'Rosa Elena', lastName: 'Villalba' }));
    expect(reg.statusCode).toBe(200);
    expect(reg.json().result.clieCodigo).toBe(shop.codigo);
    const again = await register(persona({ document: doc }));
    expect(again.statusCode).toBe(409);
  });

  it('phone check: true only when another account has the number', async () => {
    const c = await makeCustomer(app, { celular1: '0991-765432' });
    const check = (payload: object) => app.inject({ method: 'POST', url: '/api/customers/verificar-celular', headers: APP_AUTH, payload });
    expect((await check({ celular: '0991765432', documento: '1' })).json()).toEqual({ results: true });
    expect((await check({ celular: '0991-765432', documento: c.documento })).json()).toEqual({ results: false });
    expect((await check({ celular: '0991-000111', documento: '1' })).json()).toEqual({ results: false });
    expect(firstError(await check({ celular: '12', documento: '1' })).msg).toBe('El formato correcto es 0991-123456');
  });

  it('lists nationalities with code and description', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/customers/nacionalidades' });
    const { ok, results } = res.json();
    expect(ok).toBe(true);
    expect(results.length).toBeGreaterThanOrEqual(30);
    expect(results).toContainEqual({ codigo: 'PY', descripcion: 'Paraguaya' });
  });

  it('rate-limits the document lookup', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await app.inject({ method: 'GET', url: `/api/customers?q=1${i}&type=ci`, remoteAddress: '10.9.9.9' })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
