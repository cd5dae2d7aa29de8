import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeCatalog } from './catalog-fixtures.js';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ SEED: false });
  await makeCatalog(app);
  // 15 more antigripales so category 10 spans two pages (7 + 15 = 22 products under Medicamentos → 19).
  await app.db
    .insertInto('products')
    .values(
      Array.from({ length: 15 }, (_, i) => ({
        codigo: 200 + i,
        descripcion: `Antigripal genérico ${i + 1}`,
        nombre: `Antigripal genérico ${i + 1}`,
        slug: `antigripal-generico-${i + 1}`,
        precio: 5000 + i * 1000,
        descuento: (i % 8) * 10,
        categoria_codigo: 13,
        popularidad: i,
      })),
    )
    .execute();
});
afterAll(async () => app?.close());

const get = async (url: string) => {
  const res = await app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

describe('menu and category pages', () => {
  test('GET /categorias answers the three-level menu plus custom entries', async () => {
    const { status, body } = await get('/api/categorias');
    expect(status).toBe(200);
    const med = body.results.find((m: { MEW_CODIGO: number }) => m.MEW_CODIGO === 10);
    expect(med).toMatchObject({ MEW_DESCRIPCION: 'Medicamentos', MEW_SLUG: 'medicamentos', MEW_CARGA_PERSONALIZADA: 'N', codigo: 10 });
    expect(med.imagenes.FILENAME).toBe('/categorias/medicamentos.png');
    // the picture is there to be served (the site's /categorias/ is this folder of the API's pictures)
    const picture = await app.inject({ method: 'GET', url: '/api/imagenes/categorias/medicamentos.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(med.categorias.map((c: { codigo: number }) => c.codigo)).toEqual([11, 13]);
    expect(med.categorias[0].categorias[0]).toMatchObject({ codigo: 12, slug: 'ibuprofeno' });
    const custom = body.results.find((m: { MEW_CARGA_PERSONALIZADA: string }) => m.MEW_CARGA_PERSONALIZADA === 'S');
    expect(custom.MEW_URL).toBe(`/productos/${custom.MEW_SLUG}/${custom.MEW_CODIGO}`);
  });

  test('a category lists its own and its descendants’ products, 12 a page, with the total', async () => {
    const first = await get('/api/categorias/10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, total: 19, page: 1, pageSize: 12, categoria: { codigo: 10 } });
    expect(first.body.results).toHaveLength(12);
    const second = await get('/api/categorias/10?p=2');
    expect(second.body.results).toHaveLength(7);
    const codes = [...first.body.results, ...second.body.results].map((p: { codigo: number }) => p.codigo);
    expect(new Set(codes).size).toBe(19);
    expect(codes).toEqual(expect.arrayContaining([101, 102, 103, 104]));
    expect(codes).not.toContain(105);
    const beyond = await get('/api/categorias/10?p=3');
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.total).toBe(19);
  });

  test('sort orders: prices on the discounted price, discount, new, featured', async () => {
    const prices = async (order: string) => {
      const all = [];
      for (const p of [1, 2]) all.push(...(await get(`/api/categorias/10?orderBy=${order}&p=${p}`)).body.results);
      return all;
    };
    const asc = (await prices('menor_precio')).map((p: { precio: number }) => p.precio);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await prices('mayor_precio')).map((p: { precio: number }) => p.precio);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(17500); // 25000 - 30 %: the discounted price decides, not the list price
    const byDiscount = (await prices('descuento')).map((p: { descuento: number }) => p.descuento);
    expect(byDiscount).toEqual([...byDiscount].sort((a, b) => b - a));
    const nuevo = (await get('/api/categorias/10?orderBy=nuevo')).body.results;
    expect(nuevo[0].codigo).toBe(103);
    expect(nuevo[0].nuevo).toBe('S');
    const destacado = (await get('/api/categorias/10?orderBy=destacado')).body.results;
    expect(destacado[0].codigo).toBe(101);
    const promo = (await get('/api/categorias/10?orderBy=promocion')).body.results;
    expect(promo[0]).toMatchObject({ codigo: 104, promocion: 'S' });
  });

  test('discount filter keeps products with at least that percentage', async () => {
    const { body } = await get('/api/categorias/10?descuento=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((p: { descuento: number }) => p.descuento >= 50)).toBe(true);
    const all = await get('/api/categorias/10?p=1');
    const fifty = [...all.body.results, ...(await get('/api/categorias/10?p=2')).body.results].filter((p: { descuento: number }) => p.descuento >= 50);
    expect(body.total).toBe(fifty.length);
  });

  test('bad input is refused in Spanish', async () => {
    expect((await get('/api/categorias/abc')).body.errors[0].msg).toBe('El código de categoría no es válido');
    expect((await get('/api/categorias/10?descuento=15')).status).toBe(400);
    expect((await get('/api/categorias/10?orderBy=barato')).body.errors[0].msg).toBe('Orden no válido');
    expect((await get('/api/categorias/10?p=0')).status).toBe(400);
    const missing = await get('/api/categorias/999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].msg).toBe('La categoría no existe.');
  });

  test('relations: children, then siblings, with product counts', async () => {
    const { body } = await get('/api/categorias/relaciones/11');
    expect(body.results.map((c: { codigo: number }) => c.codigo)).toEqual([12, 13]);
    expect(body.results[0].cantidad).toBe(2);
    expect(body.results[1].cantidad).toBe(16);
  });

  test('details: title, ancestors and an FAQ built from the products', async () => {
    const { body } = await get('/api/categorias/detalles/12');
    expect(body.result.titulo).toBe('Ibuprofeno');
    expect(body.result.padres.map((c: { codigo: number }) => c.codigo)).toEqual([10, 11]);
    const faq = Object.fromEntries(body.result.preguntas.map((q: { pregunta: string; respuesta: string }) => [q.pregunta, q.respuesta]));
    expect(faq['¿Cuál es el rango de precios de ibuprofeno?']).toBe('Tenemos 2 productos en Ibuprofeno, desde Gs.\u00a010.800 hasta Gs.\u00a017.500.');
    expect(faq['¿Necesito receta para comprar ibuprofeno?']).toBe('1 de 2 productos requieren receta médica; el resto es de venta libre.');
    expect(faq['¿Qué opciones de concentración hay?']).toMatch(/400 mg/);
    expect(faq['¿En qué presentaciones se venden?']).toBe('Disponibles en Comprimidos.');
  });
});

describe('product detail and lists', () => {
  test('detail carries prices, payment discounts, quantity promotion, breadcrumb and stock', async () => {
    const { status, body } = await get('/api/productos/101');
    expect(status).toBe(200);
    const p = body.result;
    expect(p).toMatchObject({ codigo: 101, precio: 10800, precioSinDescuento: 12000, descuento: 10, existencias: 12, promocion: 'N', nuevo: 'N', descontinuado: 'N' });
    expect(p.descuentosFormas).toEqual([expect.objectContaining({ porcentaje: 15, precioConDescuento: 9180, descripcion: 'Tarjetas de crédito', formaCodigo: 98 })]);
    // spec 000 §3 regalo: a free-sale product may go as a gift, a prescription one may not
    expect(p.regalo).toBe(true);
    expect((await get('/api/productos/102')).body.result.regalo).toBe(false);
    // spec 000 §3 quantity: the units the product page's counter starts from, 1 as the catalogue gives it
    expect(p.quantity).toBe(1);
    expect(p.padres.map((c: { codigo: number }) => c.codigo)).toEqual([10, 11, 12]);
    expect(p.atributos).toEqual([{ nombre: 'Concentración', valor: '400 mg' }]);
    const promo = (await get('/api/productos/104')).body.result;
    expect(promo.descuentoPorCantidad).toMatchObject({ step: 3, promocion: '3x2', mensaje: 'Llevando 3 pagás 2' });
    expect(promo.precio).toBe(7500);
  });

  test('unknown product → 404, malformed → 400', async () => {
    const missing = await get('/api/productos/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].msg).toBe('El producto no existe.');
    expect((await get('/api/productos/0')).status).toBe(400);
  });

  test('named lists filter and paginate', async () => {
    expect((await get('/api/productos/novedades')).body.results.map((p: { codigo: number }) => p.codigo)).toEqual([106, 103]);
    expect((await get('/api/productos/destacados')).body.results.every((p: { codigo: number }) => [101, 105].includes(p.codigo))).toBe(true);
    expect((await get('/api/productos/top')).body.results[0].codigo).toBe(103); // most popular with stock
    expect((await get('/api/productos/promociones/2x1')).body.results.map((p: { codigo: number }) => p.codigo)).toEqual([106]);
    expect((await get('/api/productos/promociones/5x1')).status).toBe(400);
    const d = await get('/api/productos/descuento/30?orderBy=menor_precio');
    expect(d.body.results.every((p: { descuento: number }) => p.descuento >= 30)).toBe(true);
    expect(d.body.titulo).toBe('Descuentos de 30% o más');
    expect((await get('/api/productos/descuento/35')).status).toBe(400);
    const rel = (await get('/api/productos/productos_relacionados/101')).body.results.map((p: { codigo: number }) => p.codigo);
    expect(rel).toEqual([102]);
    const brand = (await get('/api/productos/marca/2/105')).body.results.map((p: { codigo: number }) => p.codigo);
    expect(brand.sort()).toEqual([106, 107]);
    const listing = await get('/api/productos/listado/categoria/20');
    expect(listing.body).toMatchObject({ titulo: 'Cuidado Solar', total: 3 });
    expect((await get('/api/productos/listado/marca/77')).status).toBe(404);
    const featured = await get('/api/productos/destacadosList/marca/2');
    expect(featured.body.results.map((p: { codigo: number }) => p.codigo)).toEqual([105]);
    const menu = await get('/api/productos/novedades/9002');
    expect(menu.body.titulo).toBe('Novedades');
    expect(menu.body.results.every((p: { nuevo: string }) => p.nuevo === 'S')).toBe(true);
  });
});

describe('home and header data', () => {
  test('only active banners within their dates, by order', async () => {
    const { body } = await get('/api/ofertas');
    expect(body.results.principal.map((b: { descripcion: string }) => b.descripcion)).toEqual(['Activa']);
    expect(body.results.secundaria.map((b: { descripcion: string }) => b.descripcion)).toEqual(['Secundaria uno', 'Secundaria dos']);
    const timer = (await get('/api/temporizador')).body.results[0];
    expect(new Date(timer.fechaFin).getTime()).toBeGreaterThan(Date.now());
    expect((await get('/api/banners?posicion=OFERTA_SECUNDARIA')).body.results).toHaveLength(2);
    expect((await get('/api/banners')).status).toBe(400);
  });

  test('parameters, settings and featured brands', async () => {
    expect((await get('/api/parametros/MEGA_PROMO_URL_REDIRECCION')).body).toEqual({ ok: true, result: '/productos/promociones' });
    expect((await get('/api/parametros/NO_EXISTE')).status).toBe(404);
    expect((await get('/api/parametros')).body.results.CARRITO_HABILITADO).toBe('S');
    expect((await get('/api/configuraciones')).body.result.carritoHabilitado).toBe(true);
    expect((await get('/api/marcas-destacadas')).body.results.map((b: { codigo: number }) => b.codigo)).toEqual([1]);
    expect((await get('/api/categorias-destacadas')).body.results).toEqual([expect.objectContaining({ codigo: 20, cantidad: 3 })]);
  });

  test('newsletter: stored once, duplicate gets a friendly message, bad e-mail refused', async () => {
    const post = (email: unknown, headers: Record<string, string> = APP_AUTH) =>
      app.inject({ method: 'POST', url: '/api/newsletter', headers, payload: { email } });
    const ok = await post('ana.lopez@correo.com.py');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/Gracias por suscribirte/);
    const again = await post('ana.lopez@correo.com.py');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe('Este correo ya está suscrito a nuestro boletín. ¡Gracias por seguirnos!');
    expect((await post('no-es-correo')).json().errors[0].msg).toBe('Correo debe tener el formato correcto.');
    const rows = await app.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['ana.lopez@correo.com.py']);
    expect((await post('otro@correo.com', {})).statusCode).toBe(401);
  });
});

test('the OpenAPI document describes the catalogue calls', async () => {
  const res = await app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(expect.arrayContaining(['/api/buscar', '/api/categorias/{id}', '/api/productos/{codigo}', '/api/favoritos/agregar/{code}']));
});

test('coupon description: only coupons in force, code case-insensitive', async () => {
  await app.db
    .insertInto('coupons')
    .values([
      { codigo: 'BIENVENIDA10', descripcion: 'Cupón de bienvenida', porcentaje: 10, minimo_compra: 50000 },
      { codigo: 'ENVIO5000', descripcion: 'Descuento en el envío', monto: 5000 },
      { codigo: 'VENCIDO', descripcion: 'Cupón vencido', porcentaje: 20, fecha_fin: new Date(Date.now() - 86_400_000) as never },
    ])
    .execute();
  expect((await get('/api/descuentos/regalo/bienvenida10')).body.result).toBe('Cupón de bienvenida: 10% de descuento en compras desde Gs.\u00a050.000.');
  expect((await get('/api/descuentos/regalo/ENVIO5000')).body.result).toBe('Descuento en el envío: Gs.\u00a05.000 de descuento.');
  const expired = await get('/api/descuentos/regalo/VENCIDO');
  expect(expired.status).toBe(404);
  expect(expired.body.errors[0].msg).toBe('El cupón no existe o ya no está vigente.');
  expect((await get('/api/descuentos/regalo/mal%20codigo')).status).toBe(400);
});
