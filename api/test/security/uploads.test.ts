import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from '../helpers.js';

/**
 * Uploads of the wrong type, too big, or malformed (a signature followed by anything, a file cut short, a broken
 * multipart body) are refused with a Spanish 4xx by every upload route, and nothing is stored.
 */
let app: FastifyInstance;
let uploads = '';
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'botica-uploads-'));
  app = await testApp({ SEED: false, UPLOADS_DIR: uploads });
});
afterAll(async () => app?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2), Buffer.from([0xff, 0xd9])]);
const PDF = Buffer.from('%PDF-1.4 cv\n%%EOF\n');

/** Files no upload route may keep, each declared as an image or a PDF by its sender. */
const BAD_FILES: { name: string; buf: Buffer; type: string }[] = [
  { name: 'texto.png', buf: Buffer.from('no soy una imagen'), type: 'image/png' },
  { name: 'pagina.png', buf: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
  { name: 'dibujo.svg', buf: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/svg+xml' },
  { name: 'programa.exe', buf: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]), type: 'application/octet-stream' },
  { name: 'firma.png', buf: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]), type: 'image/png' },
  { name: 'cortada.png', buf: PNG.subarray(0, PNG.length - 12), type: 'image/png' },
  { name: 'cortada.jpg', buf: JPEG.subarray(0, JPEG.length - 2), type: 'image/jpeg' },
  { name: 'cortado.pdf', buf: Buffer.from('%PDF-1.4 sin final'), type: 'application/pdf' },
];
const BIG = (base: Buffer) => Buffer.concat([base.subarray(0, base.length - 12), Buffer.alloc(6 * 1024 * 1024, 1), base.subarray(base.length - 12)]);

async function body(form: FormData) {
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function solvedCaptcha(): Promise<string> {
  const c = (await app.inject({ method: 'GET', url: '/api/captcha/desafio' })).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature })).toString('base64');
}

type Route = { url: string; form: (file: { name: string; buf: Buffer; type: string }) => Promise<FormData>; good: Buffer; auth?: boolean };
const withFields = (fields: Record<string, string>, field: string) => async (file: { name: string; buf: Buffer; type: string }) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append(field, new Blob([file.buf], { type: file.type }), file.name);
  return f;
};
const ROUTES: Record<string, Route> = {
  'currículum (trabaja con nosotros)': {
    url: '/api/trabaja-con-nosotros',
    form: withFields({ fullname: 'Luis Gómez', email: 'luis@example.com', phone: '0971123456', text: 'Farmacéutico.' }, 'file'),
    good: PDF,
  },
  'imagen de la trivia': {
    url: '/api/promo-amistad',
    form: withFields({ NOMBRES: 'Sofía', NOMBRES_TUTOR: 'María', APELLIDO_TUTOR: 'López', NRO_CEDULA_TUTOR: '1234567', NRO_CELULAR_TUTOR: '0991-123456', EMAIL_TUTOR: 'maria@example.com' }, 'file'),
    good: PNG,
  },
  'imágenes del local en alquiler': {
    url: '/api/alquiler/upload',
    form: async (file) => {
      const fields = {
        departamento: 'Central', ciudad: 'Luque', barrio: 'Centro', metro_cuadrados: '120', direccion: 'Av. Gral. Aquino 123', calle_principal: 'Av. Gral. Aquino',
        forma: 'ESQU', lateral_uno: 'Cerro Corá', lateral_dos: '', nombre_contacto: 'Ana Benítez', numero: '0981123456', email: 'ana@example.com',
        precio_alquiler: '8000000', observacion: 'Con estacionamiento', lat: '-25.27', lng: '-57.48', recaptcha: await solvedCaptcha(),
      };
      return withFields(fields, 'phone[0]')(file);
    },
    good: JPEG,
  },
  'imagen de perfil': { url: '/api/clientes/actualizar-perfil', form: withFields({ NOMBRES: 'Ana' }, 'file'), good: PNG, auth: true },
};

describe('uploads: wrong type, too big or malformed files are refused and not stored', () => {
  it.each(Object.entries(ROUTES))('%s', async (_name, route) => {
    const c = await makeCustomer(app);
    const session = route.auth ? await loginAs(app, c.email, c.password) : APP_AUTH;
    let n = 0;
    const send = async (payload: Buffer | string, contentType: string) =>
      app.inject({ method: 'POST', url: route.url, headers: { ...session, 'content-type': contentType, 'x-forwarded-for': `10.55.${Object.keys(ROUTES).indexOf(_name)}.${++n}` }, payload });
    const stored = async () => (await readdir(uploads).catch(() => [])).length;
    const storedBefore = await stored();
    const refusals: string[] = [];
    const cases = [...BAD_FILES, { name: 'enorme.png', buf: BIG(route.good === PDF ? PNG : route.good), type: 'image/png' }];
    for (const file of cases) {
      const { payload, contentType } = await body(await route.form(file));
      const res = await send(payload, contentType);
      const msg = res.json().errors?.[0]?.msg as string | undefined;
      if (res.statusCode < 400 || res.statusCode >= 500 || !msg || /[A-Z][a-z]+ [a-z]+: /.test(msg)) refusals.push(`${file.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    // multipart bodies that cannot be read at all
    for (const [payload, contentType] of [
      ['basura', 'multipart/form-data'],
      ['--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nsin cierre', 'multipart/form-data; boundary=b'],
      ['--b\r\nsin cabeceras\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
    ] as const) {
      const res = await send(payload, contentType);
      if (res.statusCode < 400 || res.statusCode >= 500) refusals.push(`multipart ${JSON.stringify(payload).slice(0, 30)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(refusals).toEqual([]);
    expect(await stored()).toBe(storedBefore);
    if (route.auth) {
      const row = await app.db.selectFrom('profile_pictures').select('nombre').where('customer_codigo', '=', c.codigo).executeTakeFirst();
      expect(row).toBeUndefined();
    }
    // the same route keeps a whole file of the right type: the refusals were about the files
    const { payload, contentType } = await body(await route.form({ name: route.good === PDF ? 'cv.pdf' : 'bien.png', buf: route.good, type: route.good === PDF ? 'application/pdf' : 'image/png' }));
    const ok = await send(payload, contentType);
    expect(ok.statusCode, ok.body).toBe(200);
  }, 120_000);
});
