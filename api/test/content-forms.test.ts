import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ UPLOADS_DIR: await mkdtemp(path.join(tmpdir(), 'botica-uploads-')) });
});
afterAll(async () => app?.close());

/** Whole files: the API reads the type from the bytes and refuses a file cut short. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2), Buffer.from([0xff, 0xd9])]);

async function multipart(form: FormData) {
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { ...APP_AUTH, 'content-type': res.headers.get('content-type')! } };
}

async function solvedCaptcha(): Promise<string> {
  const c = (await app.inject({ method: 'GET', url: '/api/captcha/desafio' })).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature })).toString('base64');
}

const RENTAL = {
  departamento: 'Central', ciudad: 'Luque', barrio: 'Centro', metro_cuadrados: '120', direccion: 'Av. Gral. Aquino 123',
  calle_principal: 'Av. Gral. Aquino', forma: 'ESQU', lateral_uno: 'Cerro Corá', lateral_dos: '', nombre_contacto: 'Ana Benítez',
  numero: '0981123456', email: 'ana@example.com', precio_alquiler: '8000000', observacion: 'Con estacionamiento', lat: '-25.27', lng: '-57.48',
};

function rentalForm(images: { name: string; buf: Buffer; type: string }[], recaptcha: string, fields: Record<string, string> = RENTAL) {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  form.append('recaptcha', recaptcha);
  images.forEach((img, i) => form.append(`phone[${i}]`, new Blob([img.buf], { type: img.type }), img.name));
  return form;
}

const outbox = (to: string) => app.db.selectFrom('outbox').selectAll().where('destino', '=', to).orderBy('id', 'desc').execute();

describe('contact form', () => {
  it("refuses bad input with the spec's messages", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contacto', headers: APP_AUTH, payload: { fullname: 'Ana', email: 'ana@x.com', phone: '0981', subject: 'consulta', text: 'Hola' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ msg: 'Formato incorrecto.', param: 'phone' });
  });

  it('stores the message and sends it to the staff', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/contacto', headers: APP_AUTH,
      payload: { fullname: 'Ana Benítez', email: 'ana@example.com', phone: '0981123456', subject: 'reclamo', text: 'Mi pedido llegó incompleto.' },
    });
    expect(res.statusCode).toBe(200);
    const { codigo } = res.json();
    const row = await app.db.selectFrom('contact_messages').selectAll().where('id', '=', codigo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tipo: 'contacto', subject: 'reclamo', email: 'ana@example.com' });
    const mail = (await outbox('contacto@botica.test'))[0]!;
    expect(mail.asunto).toContain(`#${codigo}`);
    expect(mail.cuerpo).toContain('Mi pedido llegó incompleto.');
  });
});

describe('job application', () => {
  it('needs a CV and stores it, linked from the staff e-mail', async () => {
    const fields = { fullname: 'Luis Gómez', email: 'luis@example.com', phone: '0971123456', text: 'Farmacéutico con 5 años de experiencia.' };
    const noCv = new FormData();
    for (const [k, val] of Object.entries(fields)) noCv.append(k, val);
    const missing = await app.inject({ method: 'POST', url: '/api/trabaja-con-nosotros', ...(await multipart(noCv)) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].msg).toBe('El currículum es requerido');

    const form = new FormData();
    for (const [k, val] of Object.entries(fields)) form.append(k, val);
    form.append('file', new Blob([Buffer.from('%PDF-1.4 demo cv\n%%EOF\n')], { type: 'application/pdf' }), 'cv luis.pdf');
    const res = await app.inject({ method: 'POST', url: '/api/trabaja-con-nosotros', ...(await multipart(form)) });
    expect(res.statusCode).toBe(200);
    const mail = (await outbox('rrhh@botica.test'))[0]!;
    expect(mail.cuerpo).toContain('cv luis.pdf');
    const file = await app.inject({ method: 'GET', url: new URL(mail.enlace!).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('demo cv');
  });
});

describe('premises for rent', () => {
  it('answers the captcha settings: self-hosted without reCAPTCHA keys', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/captcha/configuracion' })).json()).toEqual({ proveedor: 'altcha', siteKey: null });
  });

  it('stores the offer with its images when the captcha is solved, once', async () => {
    const token = await solvedCaptcha();
    const form = rentalForm([{ name: 'frente.png', buf: PNG, type: 'image/png' }, { name: 'salon.jpg', buf: JPEG, type: 'image/jpeg' }], token);
    const res = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(form)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Formulario enviado correctamente');
    const images = await app.db.selectFrom('rental_offer_images').selectAll().where('offer_id', '=', res.json().codigo).execute();
    expect(images).toHaveLength(2);
    const mail = (await outbox('expansion@botica.test'))[0]!;
    expect(mail.cuerpo).toContain('Luque');
    expect(mail.cuerpo).toContain('Imágenes (2)');

    const again = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm([{ name: 'a.png', buf: PNG, type: 'image/png' }], token))) });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].param).toBe('recaptcha');
  });

  it('refuses a missing or forged captcha, no image, a non-image and a 6 MB image', async () => {
    const png = [{ name: 'a.png', buf: PNG, type: 'image/png' }];
    const noCaptcha = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm(png, ''))) });
    expect(noCaptcha.json().errors[0].msg).toBe('Por favor, complete el reCAPTCHA');
    const forged = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm(png, Buffer.from('{"number":1}').toString('base64')))) });
    expect(forged.json().errors[0].param).toBe('recaptcha');
    const noImage = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm([], await solvedCaptcha()))) });
    expect(noImage.json().errors[0].msg).toBe('Tienes que subir por lo menos una imagen');
    const pdf = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm([{ name: 'x.png', buf: Buffer.from('%PDF-1.4'), type: 'image/png' }], await solvedCaptcha()))) });
    expect(pdf.json().errors[0].msg).toBe('Solo se permiten imágenes png o jpeg');
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm([{ name: 'big.png', buf: big, type: 'image/png' }], await solvedCaptcha()))) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors[0].msg).toBe('El archivo es demasiado grande, máximo permitido 5MB');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, buf: PNG, type: 'image/png' }));
    const tooMany = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm(eleven, await solvedCaptcha()))) });
    expect(tooMany.json().errors[0].msg).toBe('Puede subir como máximo 10 imágenes');
    const noPlace = await app.inject({ method: 'POST', url: '/api/alquiler/upload', ...(await multipart(rentalForm(png, await solvedCaptcha(), { ...RENTAL, lat: '' }))) });
    expect(noPlace.json().errors[0].msg).toBe('Seleccione la ubicación del local');
  });
});

describe('trivia and mega promos', () => {
  it('stores a trivia entry with its image; refuses other formats', async () => {
    const fields = { NOMBRES: 'Sofía', NOMBRES_TUTOR: 'María', APELLIDO_TUTOR: 'López', NRO_CEDULA_TUTOR: '1234567', NRO_CELULAR_TUTOR: '0991-123456', EMAIL_TUTOR: 'maria@example.com' };
    const form = (file: Blob, name: string) => {
      const f = new FormData();
      for (const [k, val] of Object.entries(fields)) f.append(k, val);
      f.append('file', file, name);
      return f;
    };
    const bad = await app.inject({ method: 'POST', url: '/api/promo-amistad', ...(await multipart(form(new Blob(['GIF89a']), 'a.gif'))) });
    expect(bad.json().errors[0].msg).toBe('Formato de imagen permitidas (png, jpg, jpeg)');
    const ok = await app.inject({ method: 'POST', url: '/api/promo-amistad', ...(await multipart(form(new Blob([PNG]), 'dibujo.png'))) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('Formulario enviado correctamente.');
  });

  it('answers the utm_id target, or no result', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/utm/mega-bebes' })).json()).toEqual({ ok: true, results: { AN_REDIRECCIONAR: '/mundo/bebes' } });
    expect((await app.inject({ method: 'GET', url: '/api/utm/desconocido' })).json()).toEqual({ ok: false, results: null });
    expect((await app.inject({ method: 'GET', url: '/api/parametros/MEGA_PROMO_URL_REDIRECCION' })).statusCode).toBe(200);
  });
});

describe('landing worlds', () => {
  it('answers a world with its theme, sliders and sections; 404 for an unknown one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/landing/belleza' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.estilo.primario).toMatch(/^#/);
    expect(body.sliderPrincipal.length).toBeGreaterThan(0);
    expect(body.el_ella.map((s: { el_ella: string }) => s.el_ella)).toEqual(['ELLA', 'EL']);
    expect(body.secciones.find((s: { tipo: string }) => s.tipo === 'S').slider.length).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/landing/no-existe' })).json().errors[0].msg).toBe('No se encontró el mundo.');
    expect((await app.inject({ method: 'GET', url: '/api/landing/estilo/mundo/bebes' })).json().results.primario).toMatch(/^#/);
  });

  it("lists a section's products inside the world's categories; the oncology world only oncology products", async () => {
    const world = (await app.inject({ method: 'GET', url: '/api/landing/oncologicos' })).json();
    const section = world.secciones[0].codigo;
    const res = await app.inject({ method: 'GET', url: `/api/landing/lista/productos/${section}?landing=oncologicos&p=1` });
    expect(res.statusCode).toBe(200);
    const { productos, secciones_detalle } = res.json();
    expect(secciones_detalle.titulo).toBe('Medicamentos oncológicos');
    expect(productos.total).toBeGreaterThan(0);
    const codes = productos.results.map((p: { codigo: number }) => p.codigo);
    const rows = await app.db.selectFrom('products').select('oncologico').where('codigo', 'in', codes).execute();
    expect(rows.every((r) => r.oncologico)).toBe(true);
    const wrongWorld = await app.inject({ method: 'GET', url: `/api/landing/lista/productos/${section}?landing=belleza` });
    expect(wrongWorld.statusCode).toBe(404);
  });

  it('searches inside a world only', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/buscar?q=crema' })).json();
    const inWorld = (await app.inject({ method: 'GET', url: '/api/landing/bebes/buscar?q=crema' })).json();
    expect(inWorld.ok).toBe(true);
    expect(inWorld.total).toBeLessThan(all.total);
    const codes = inWorld.results.map((p: { codigo: number }) => p.codigo);
    if (codes.length) {
      const rows = await app.db.selectFrom('products').select('categoria_codigo').where('codigo', 'in', codes).execute();
      expect(rows.every((r) => r.categoria_codigo >= 1000 && r.categoria_codigo < 1100)).toBe(true);
    }
  });
});
