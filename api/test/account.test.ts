import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

type Headers = { cookie: string; authorization: string };
const firstError = (res: { json: () => { errors: { msg: string; param?: string }[] } }) => res.json().errors[0] ?? { msg: '' };
async function fresh() {
  const c = await makeCustomer(app);
  return { ...c, headers: await loginAs(app, c.email, c.password) };
}
let ciCounter = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  nombres: 'Ana María',
  apellidos: 'Benítez Ruiz',
  // a CI no other account holds
  ci: String(6_000_000 + (process.pid % 1000) * 1000 + (ciCounter += 1)),
  ruc: '',
  documentoExtranjero: '',
  estadoCivil: 'C',
  sexo: 'F',
  // a mobile no other account holds
  celular1: `0991-${String(100_000 + (process.pid % 1000) * 100 + ciCounter).slice(-6)}`,
  celular2: '',
  telefonoFijo: '021-556688',
  email: `ana${Date.now()}@correo.test`,
  ...over,
});
const put = (headers: Headers, payload: object) => app.inject({ method: 'PUT', url: '/api/clientes/actualizar', headers, payload });

describe('GET /clientes', () => {
  it('answers every customer field with the spec name (clienteVerificado, not verificado)', async () => {
    const { headers } = await fresh();
    const res = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    const result = res.json().result;
    expect(result).toHaveProperty('clienteVerificado', false);
    expect(result).not.toHaveProperty('verificado');
    expect(result).toMatchObject({ nombres: 'Ana María', apellidos: 'Benítez Ruiz', estadoCivil: null, sexo: null, imagenPerfil: null });
    expect(result.configuraciones).toEqual({ cnotiEstado: 'A', cnotiMetodo: 'email' });
    expect(result.ci).toBe(result.documento);
  });

  it('carries fechaNacimiento, telefono, personaCodigo and the embedded lists (spec 001 §3, §7)', async () => {
    const { codigo, headers } = await fresh();
    await app.db.updateTable('customers').set({ fecha_nacimiento: '1990-04-21', telefono_fijo: '021-556688' }).where('codigo', '=', codigo).execute();
    await app.db.insertInto('addresses').values({ customer_codigo: codigo, nombre: 'Casa', calle: 'Mcal. López' }).execute();
    await app.db.insertInto('guardians').values({ customer_codigo: codigo, nombres: 'Luis', apellidos: 'Benítez', celu_p: '0981-123456' }).execute();
    await app.db.insertInto('saved_cards').values({ customer_codigo: codigo, alias_token: `t${codigo}`, marca: 'VISA', mascara: '424242******4242', vencimiento: '12/30' }).execute();
    const result = (await app.inject({ method: 'GET', url: '/api/clientes', headers })).json().result;
    expect(result).toMatchObject({ personaCodigo: codigo, fechaNacimiento: '1990-04-21', telefono: '021-556688', telefonoFijo: '021-556688' });
    expect(result.direcciones.map((d: { nombre: string }) => d.nombre)).toEqual(['Casa']);
    expect(result.encargados.map((g: { CLIE_ENC_NOMBRES: string }) => g.CLIE_ENC_NOMBRES)).toEqual(['Luis']);
    expect(result.tarjetas.map((t: { card_masked_number: string }) => t.card_masked_number)).toEqual(['424242******4242']);
  });
});

describe('PUT /clientes/actualizar (spec 001 §5)', () => {
  it.each([
    [{ nombres: '' }, 'Nombres es requerido.', 'nombres'],
    [{ apellidos: '' }, 'Apellidos es requerido', 'apellidos'],
    [{ ci: '' }, 'Cedula de Identidad requerida', 'ci'],
    [{ ci: '4.567.123' }, 'Debe de ser solo numerico. No contenter puntos, comas, etc.', 'ci'],
    [{ ruc: '4567123' }, 'Formato correcto de RUC 1234567-8', 'ruc'],
    [{ celular1: '' }, 'Celular es requerido', 'celular1'],
    [{ celular1: '0951-123456' }, 'El formato correcto es 0991-123456', 'celular1'],
    [{ celular2: '0991123456' }, 'El formato correcto es 0991-123456', 'celular2'],
    [{ telefonoFijo: '21-556688' }, 'Favor verifique el formato', 'telefonoFijo'],
    [{ estadoCivil: 'X' }, undefined, 'estadoCivil'],
  ])('refuses %j with its message', async (over, msg, param) => {
    const { headers } = await fresh();
    const res = await put(headers, valid(over));
    expect(res.statusCode).toBe(400);
    if (msg) expect(firstError(res).msg).toBe(msg);
    expect(firstError(res).param).toBe(param);
  });

  it('saves valid data and GET /clientes answers it', async () => {
    const { headers } = await fresh();
    const body = valid({ ruc: '4567123-4', celular2: '0982-654321', telefonoFijo: '0228-556688' });
    const res = await put(headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tus datos han sido actualizado!');
    const me = (await app.inject({ method: 'GET', url: '/api/clientes', headers })).json().result;
    expect(me).toMatchObject({
      nombres: 'Ana María', ci: body.ci, ruc: '4567123-4', estadoCivil: 'C', sexo: 'F', celular1: body.celular1,
      celular2: '0982-654321', telefonoFijo: '0228-556688', email: body.email, emailValido: 'N',
    });
  });

  it("refuses another account's e-mail", async () => {
    const other = await fresh();
    const { headers } = await fresh();
    const res = await put(headers, valid({ email: other.email }));
    expect(res.statusCode).toBe(409);
    // the account form reads the failure as errors[0].error (spec 001 §7); msg stays for every other reader
    const first = res.json().errors[0];
    expect(first.error).toBeTruthy();
    expect(first.error).toBe(first.msg);
  });

  it('a refused field is also named as errors[0].error', async () => {
    const { headers } = await fresh();
    const res = await put(headers, valid({ nombres: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error).toBe('Nombres es requerido.');
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/clientes/actualizar', headers: APP_AUTH, payload: valid() })).statusCode).toBe(401);
  });
});

describe('notification setting', () => {
  it('saves A/D and the method on each change', async () => {
    const { headers } = await fresh();
    const res = await app.inject({ method: 'POST', url: '/api/clientes/actualizar-configuracion', headers, payload: { cnotiEstadoAux: 'D', cnotiMetodoAux: 'SMS' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cambios guardados correctamente');
    const me = (await app.inject({ method: 'GET', url: '/api/clientes', headers })).json().result;
    expect(me.configuraciones).toEqual({ cnotiEstado: 'D', cnotiMetodo: 'sms' });
    const bad = await app.inject({ method: 'POST', url: '/api/clientes/actualizar-configuracion', headers, payload: { cnotiEstadoAux: 'X', cnotiMetodoAux: 'SMS' } });
    expect(bad.statusCode).toBe(400);
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63600000000200015e2d2a1b0000000049454e44ae426082', 'hex');
function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----botica' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="NOMBRES"\r\n\r\nAna\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}
const upload = (headers: Headers, file: Buffer, filename = 'yo.png', type = 'image/png') => {
  const m = multipart(file, filename, type);
  return app.inject({ method: 'POST', url: '/api/clientes/actualizar-perfil', headers: { ...headers, 'content-type': m.type }, payload: m.body });
};

describe('profile picture', () => {
  it('stores an image and serves it to its owner only', async () => {
    const a = await fresh();
    const res = await upload(a.headers, PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Imagen de perfil actualizado correctamente.');
    const url: string = res.json().result.imagenPerfil;
    expect(url).toMatch(/^\/api\/clientes\/imagen-perfil\/.+\.png$/);
    const img = await app.inject({ method: 'GET', url, headers: a.headers });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const b = await fresh();
    expect((await app.inject({ method: 'GET', url, headers: b.headers })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever its name says, and files over 2 MB', async () => {
    const { headers } = await fresh();
    const fake = await upload(headers, Buffer.from('<svg onload="alert(1)"></svg>'), 'yo.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(firstError(fake).msg).toBe('Solo se permiten imágenes (JPG, PNG, GIF o WEBP).');
    const big = await upload(headers, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(firstError(big).msg).toBe('La imagen no debe superar los 2 MB.');
  });
});

describe('account deletion', () => {
  it('ends the session, frees the e-mail and keeps the tax data', async () => {
    const a = await fresh();
    const other = await fresh();
    const wrong = await app.inject({ method: 'PUT', url: '/api/clientes/delete', headers: a.headers, payload: { codigo: other.codigo } });
    expect(wrong.statusCode).toBe(404);
    const res = await app.inject({ method: 'PUT', url: '/api/clientes/delete', headers: a.headers, payload: { codigo: a.codigo } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu cuenta ha sido eliminado!');
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: a.headers })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/customers/login', headers: APP_AUTH, payload: { mail: a.email, password: a.password } });
    expect(login.statusCode).not.toBe(200);
    const row = await app.db.selectFrom('customers').select(['documento', 'nombres', 'email', 'celular1', 'eliminado_at']).where('codigo', '=', a.codigo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ documento: a.documento, nombres: 'Ana María', celular1: null });
    expect(row.email).not.toBe(a.email);
    expect(row.eliminado_at).not.toBeNull();
    // the e-mail can register again
    const again = await app.inject({
      method: 'POST',
      url: '/api/clientes/registro',
      headers: { ...APP_AUTH, 'x-forwarded-for': '10.9.9.9' },
      payload: {
        tipo: 'persona', opcion: 0, documentType: 'ci', document: String(7_000_000 + (Date.now() % 999_999)), firstName: 'Ana', lastName: 'Benítez',
        email: a.email, phone: `0982-${String(Date.now()).slice(-6)}`, password: 'Segura123', passwordConfirmation: 'Segura123', clieCodigo: 0,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("removes what the other modules keep of the customer: addresses inactive, cards, one-time links, every session", async () => {
    const a = await fresh();
    const address = await app.db.insertInto('addresses').values({ customer_codigo: a.codigo, nombre: 'Casa', calle: 'Mcal. López', es_default: true }).returning('codigo').executeTakeFirstOrThrow();
    await app.db.insertInto('saved_cards').values({ customer_codigo: a.codigo, alias_token: `t${a.codigo}`, marca: 'VISA', mascara: '424242******4242', vencimiento: '12/30' }).execute();
    await app.db.insertInto('one_time_tokens').values({ id: `link-${a.codigo}`, proposito: 'password', customer_codigo: a.codigo, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    const second = await loginAs(app, a.email, a.password);
    const count = async (table: 'addresses' | 'saved_cards' | 'one_time_tokens' | 'sessions') =>
      Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('customer_codigo', '=', a.codigo).executeTakeFirstOrThrow()).n);
    expect(await count('one_time_tokens')).toBeGreaterThan(0);
    expect(await count('sessions')).toBe(2);
    expect(app.accountRemoval.owners().sort()).toEqual(['addresses', 'auth', 'payments', 'recovery']);

    const res = await app.inject({ method: 'PUT', url: '/api/clientes/delete', headers: a.headers, payload: { codigo: a.codigo } });
    expect(res.statusCode).toBe(200);
    // the other session ended too
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: second })).statusCode).toBe(401);
    expect(await count('sessions')).toBe(0);
    expect(await count('saved_cards')).toBe(0);
    expect(await count('one_time_tokens')).toBe(0);
    const kept = await app.db.selectFrom('addresses').select(['activo', 'es_default']).where('codigo', '=', address.codigo).executeTakeFirstOrThrow();
    expect(kept).toEqual({ activo: false, es_default: false });
  });
});

describe('orders of the account', () => {
  it('lists the month in process and finished, the detail with extras, and the most requested products', async () => {
    const headers = await loginAs(app, 'cliente@farmacia.test');
    const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/Asuncion' }));
    const res = await app.inject({ method: 'GET', url: `/api/clientes/pedidos?month=${now.getMonth() + 1}&year=${now.getFullYear()}`, headers });
    expect(res.statusCode).toBe(200);
    const { enProceso, finalizados } = res.json().result;
    expect(enProceso.map((o: { estado: string }) => o.estado)).toContain('GENE');
    for (const o of finalizados) expect(['ANUL', 'REND']).toContain(o.estado);
    const codigo = enProceso.find((o: { estado: string }) => o.estado === 'GENE').codigo;
    const detail = await app.inject({ method: 'GET', url: `/api/clientes/pedidos/${codigo}`, headers });
    expect(detail.statusCode).toBe(200);
    const order = detail.json().result[0];
    expect(order.detalles.length).toBeGreaterThan(0);
    expect(order.extras).toContainEqual({ cantidad: 1, precio: 15000, producto: null, productosSGE: [{ descripcion: 'Costo de envío' }] });
    const top = await app.inject({ method: 'GET', url: '/api/clientes/top-productos', headers });
    expect(top.json().results.length).toBeGreaterThan(0);
    const bad = await app.inject({ method: 'GET', url: '/api/clientes/pedidos?month=13&year=2026', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('addresses (spec 001 §5)', () => {
  const base = { nombre: 'Casa', calle: 'Avda. España', ubicacionCodigo: 9042, latitud: -25.29, longitud: -57.58 };
  const post = (headers: Headers, payload: object) => app.inject({ method: 'POST', url: '/api/direcciones', headers, payload });
  it.each([
    [{ latitud: undefined, longitud: undefined }, 'Debe de seleccionar la ubicación', 'latitud'],
    [{ nombre: 'x'.repeat(31) }, 'Maximo de caracteres permitidos 30', 'nombre'],
    [{ calle: 'x'.repeat(31) }, 'Maximo de caracteres permitidos 30', 'calle'],
    [{ forma: 'ESQU' }, 'Campo obligatorio', 'lateral1'],
    [{ forma: 'ENTR', lateral1: 'Brasil' }, 'Campo obligatorio', 'lateral2'],
    [{ piso: 'x'.repeat(26) }, 'Maximo de caracteres permitidos 25', 'piso'],
    [{ observaciones: 'x'.repeat(251) }, 'Maximo de caracteres permitidos 250', 'observaciones'],
  ])('refuses %j', async (over, msg, param) => {
    const { headers } = await fresh();
    const res = await post(headers, { ...base, ...over });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ msg, param });
  });

  it('keeps observaciones and moves the default with PUT /direcciones/{codigo}/default', async () => {
    const { headers } = await fresh();
    const first = (await post(headers, { ...base, forma: 'ENTR', lateral1: 'Brasil', lateral2: 'Paraguarí', observaciones: 'Portón verde' })).json().result;
    expect(first).toMatchObject({ default: 'S', forma: 'ENTR', observaciones: 'Portón verde' });
    const second = (await post(headers, { ...base, nombre: 'Oficina' })).json().result;
    expect(second.default).toBe('N');
    const res = await app.inject({ method: 'PUT', url: `/api/direcciones/${second.codigo}/default`, headers });
    expect(res.json()).toMatchObject({ message: 'La direccion por defecto actualizada.', result: { default: 'S' } });
    const list = (await app.inject({ method: 'GET', url: '/api/direcciones', headers })).json().results;
    expect(list.map((a: { nombre: string; default: string }) => `${a.nombre}:${a.default}`)).toEqual(['Oficina:S', 'Casa:N']);
  });
});

describe('phone deletion (spec 002 §8)', () => {
  it('removes the second number, refuses the last one with 2292, and 404s on another customer', async () => {
    const a = await fresh();
    await put(a.headers, valid({ celular1: '0991-123457', celular2: '0982-654322' }));
    const del = (headers: Headers, personaCodigo: number, numero: string) =>
      app.inject({ method: 'POST', url: '/api/clientes/datos/para-verificacion/eliminar-numero', headers, payload: { personaCodigo, numero } });
    const other = await fresh();
    expect((await del(other.headers, a.codigo, '0991-123457')).statusCode).toBe(404);
    expect((await del(a.headers, a.codigo, '0999-000000')).statusCode).toBe(404);
    const first = await del(a.headers, a.codigo, '0991-123457');
    expect(first.json()).toEqual({ ok: true, errorNum: null, message: 'Tu telefono a sido eliminado!' });
    const me = (await app.inject({ method: 'GET', url: '/api/clientes', headers: a.headers })).json().result;
    expect([me.celular1, me.celular2]).toEqual(['0982-654322', null]);
    const last = await del(a.headers, a.codigo, '0982-654322');
    expect(last.json()).toMatchObject({ ok: false, errorNum: 2292 });
  });
});

describe('guardians (encargados)', () => {
  const g = (over: Record<string, unknown> = {}) => ({
    CLIE_ENC_NOMBRES: 'Carlos',
    CLIE_ENC_APELLIDOS: 'Giménez',
    CLIE_ENC_CI: '1234567',
    CLIE_ENC_SEXO: 'M',
    CLIE_ENC_CELU_P: '0981-222333',
    CLIE_ENC_CELU_S: '',
    CLIE_ENC_TELEFONO: '021-556688',
    ...over,
  });
  const save = (headers: Headers, items: object[]) => app.inject({ method: 'PUT', url: '/api/clientes/actualizar/encargados', headers, payload: { items } });

  it('saves the list, validates each item, sets the default and removes the ones left out', async () => {
    const { headers } = await fresh();
    const bad = await save(headers, [g({ CLIE_ENC_CELU_P: '0981222333' })]);
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ msg: 'El formato correcto es 0991-123456', param: 'items.0.CLIE_ENC_CELU_P' });
    const res = await save(headers, [g(), g({ CLIE_ENC_NOMBRES: 'Lucía', CLIE_ENC_SEXO: 'F' })]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tus datos han sido actualizado!');
    const [carlos, lucia] = res.json().results;
    expect(carlos).toMatchObject({ CLIE_ENC_NOMBRES: 'Carlos', CLIE_ENC_CELU_S: null, CLIE_ENC_DEFECTO: null });
    const def = await app.inject({ method: 'PUT', url: `/api/clientes/encargados/${lucia.CLIE_ENC_CODIGO}/defecto`, headers });
    expect(def.json().message).toBe('Tus datos de encargado por defecto han sido actualizado!');
    expect(def.json().results[0]).toMatchObject({ CLIE_ENC_NOMBRES: 'Lucía' });
    expect(def.json().results[0].CLIE_ENC_DEFECTO).not.toBeNull();
    const kept = await save(headers, [{ ...g(), CLIE_ENC_CODIGO: lucia.CLIE_ENC_CODIGO, CLIE_ENC_NOMBRES: 'Lucía Belén' }]);
    expect(kept.json().results).toHaveLength(1);
    expect(kept.json().results[0]).toMatchObject({ CLIE_ENC_CODIGO: lucia.CLIE_ENC_CODIGO, CLIE_ENC_NOMBRES: 'Lucía Belén' });
    expect((await save(headers, Array.from({ length: 6 }, () => g()))).statusCode).toBe(400);
  });
});

describe('coupons (GET /clientes/regalos)', () => {
  it("answers the customer's own active coupons with expiry and QR; a spent or expired one is gone", async () => {
    const cliente = await loginAs(app, 'cliente@farmacia.test');
    const res = await app.inject({ method: 'GET', url: '/api/clientes/regalos', headers: cliente });
    const coupons = res.json().result;
    expect(coupons.map((c: { codigoCupon: string }) => c.codigoCupon).sort()).toEqual(['AHORRA5000', 'DEMO10']);
    const demo = coupons.find((c: { codigoCupon: string }) => c.codigoCupon === 'DEMO10');
    expect(demo).toMatchObject({ descripcion: 'Cupón de demostración', porcentajeDescuento: 10 });
    expect(demo.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(new Date(demo.vencimiento).getTime()).toBeGreaterThan(Date.now());

    const other = await fresh();
    expect((await app.inject({ method: 'GET', url: '/api/clientes/regalos', headers: other.headers })).json().result).toEqual([]);
    await app.db.insertInto('customer_coupons').values([
      { customer_codigo: other.codigo, cupon_codigo: 'DEMO10' },
      { customer_codigo: other.codigo, cupon_codigo: 'CUPONVENCIDO' },
    ]).execute();
    const mine = (await app.inject({ method: 'GET', url: '/api/clientes/regalos', headers: other.headers })).json().result;
    expect(mine.map((c: { codigoCupon: string }) => c.codigoCupon)).toEqual(['DEMO10']);
    const product = await app.db.selectFrom('products').select(['codigo', 'precio']).orderBy('codigo').executeTakeFirstOrThrow();
    await app.db.insertInto('orders').values({ customer_codigo: other.codigo, estado: 'GENE', tipo_envio: 2, forma_pago_codigo: 1, subtotal: product.precio, total: product.precio, cupon_codigo: 'DEMO10' }).execute();
    expect((await app.inject({ method: 'GET', url: '/api/clientes/regalos', headers: other.headers })).json().result).toEqual([]);
  });
});

describe('order type (spec 001 §4)', () => {
  it("is 'MOST' for a pickup and 'DELI' for a delivery, the same value in the list and the detail", async () => {
    const { codigo, headers } = await fresh();
    const product = await app.db.selectFrom('products').select(['precio']).orderBy('codigo').executeTakeFirstOrThrow();
    const order = (tipo_envio: number) =>
      app.db
        .insertInto('orders')
        .values({ customer_codigo: codigo, estado: 'GENE', tipo_envio, forma_pago_codigo: 1, subtotal: product.precio, total: product.precio })
        .returning('codigo')
        .executeTakeFirstOrThrow();
    const pickup = (await order(2)).codigo;
    const delivery = (await order(1)).codigo;
    const now = new Date();
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: 'numeric' }).formatToParts(now).map((p) => [p.type, p.value]),
    );
    const list = (await app.inject({ method: 'GET', url: `/api/clientes/pedidos?month=${parts.month}&year=${parts.year}`, headers })).json().result;
    const listed = Object.fromEntries([...list.enProceso, ...list.finalizados].map((o: { codigo: number; pedido: { tipo: string } }) => [o.codigo, o.pedido.tipo]));
    expect(listed).toEqual({ [pickup]: 'MOST', [delivery]: 'DELI' });
    for (const [id, tipo] of [[pickup, 'MOST'], [delivery, 'DELI']] as const) {
      const detail = (await app.inject({ method: 'GET', url: `/api/clientes/pedidos/${id}`, headers })).json().result[0];
      expect(detail.pedido.tipo).toBe(tipo);
    }
  });
});

describe('password change from the account', () => {
  it("sends the change link to the session customer's own e-mail only", async () => {
    const a = await fresh();
    const other = await fresh();
    const wrong = await app.inject({ method: 'POST', url: '/api/clientes/cambiar-contrasena', headers: a.headers, payload: { description: 'email', value: other.email } });
    expect(wrong.statusCode).toBe(404);
    const res = await app.inject({ method: 'POST', url: '/api/clientes/cambiar-contrasena', headers: a.headers, payload: { description: 'email', value: a.email } });
    expect(res.json()).toEqual({ ok: true, message: 'Un correo ha sido enviado a tu cuenta. Por favor darle click al link.' });
    const mail = await app.db.selectFrom('outbox').select(['cuerpo', 'enlace']).where('destino', '=', a.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.enlace ?? mail.cuerpo).toMatch(/\/cambiar-contrasena\//);
  });
});

describe('the identity document', () => {
  it("cannot take another account's CI, nor change once the data are verified", async () => {
    const a = await fresh();
    const b = await fresh();
    const taken = await put(a.headers, valid({ ci: b.documento }));
    expect(taken.statusCode).toBe(409);
    await app.db.updateTable('customers').set({ verificado: true }).where('codigo', '=', a.codigo).execute();
    const locked = await put(a.headers, valid({ ci: '9876543' }));
    expect(locked.statusCode).toBe(400);
    expect(firstError(locked)).toMatchObject({ msg: 'La cédula verificada no se puede cambiar.', param: 'ci' });
    expect((await put(a.headers, valid({ ci: a.documento }))).statusCode).toBe(200);
  });
});
