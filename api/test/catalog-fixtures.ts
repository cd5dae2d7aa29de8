import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * A small catalogue made by the tests themselves:
 *   Medicamentos (10) → Analgésicos (11) → Ibuprofeno (12); Medicamentos → Antigripales (13); Cuidado Solar (20).
 * Two branches in Asunción (1) and Encarnación (2).
 */
export async function makeCatalog(app: FastifyInstance) {
  const db = app.db;
  const dep = await db
    .insertInto('locations')
    .values({ tipo: 'Departamento', descripcion: 'Central', padre: null, sifen_code: 9901 })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  const city = await db
    .insertInto('locations')
    .values({ tipo: 'Ciudad', descripcion: 'Asunción', padre: dep.codigo, sifen_code: 9902 })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  const horarios = JSON.stringify([{ dia: 1, horaInicioMostrador: '07:00', horaFinMostrador: '22:00', horaInicioDelivery: '08:00', horaFinDelivery: '21:00' }]);
  const branch = (codigo: number, numero: number, descripcion: string, latitud: number, longitud: number) => ({
    codigo, numero, descripcion, nombre: descripcion, direccion: `Calle ${numero}`, ciudad_codigo: city.codigo,
    departamento_codigo: dep.codigo, latitud, longitud, horarios,
  });
  await db
    .insertInto('branches')
    .values([
      branch(1, 1, 'Punto 1 Centro', -25.2867, -57.647), // Asunción centre
      branch(2, 2, 'Punto 2 Encarnación', -27.3306, -55.8667), // ~370 km away
      branch(3, 3, 'Punto 3 San Lorenzo', -25.34, -57.508), // ~15 km from the centre
    ])
    .execute();

  await db
    .insertInto('categories')
    .values([
      { codigo: 10, descripcion: 'Medicamentos', slug: 'medicamentos', padre: null, nivel: 1, orden: 1, imagen: 'placeholders/medicamentos.svg' },
      { codigo: 11, descripcion: 'Analgésicos', slug: 'analgesicos', padre: 10, nivel: 2, orden: 1, imagen: null },
      { codigo: 12, descripcion: 'Ibuprofeno', slug: 'ibuprofeno', padre: 11, nivel: 3, orden: 1, imagen: null },
      { codigo: 13, descripcion: 'Antigripales', slug: 'antigripales', padre: 10, nivel: 2, orden: 2, imagen: null },
      { codigo: 20, descripcion: 'Cuidado Solar', slug: 'cuidado-solar', padre: null, nivel: 1, orden: 2, imagen: null, destacada: true },
    ])
    .execute();
  await db
    .insertInto('brands')
    .values([
      { codigo: 1, descripcion: 'Laboratorio Demo Uno', slug: 'laboratorio-demo-uno', destacada: true },
      { codigo: 2, descripcion: 'Sol Demo', slug: 'sol-demo', destacada: false },
    ])
    .execute();

  type P = {
    codigo: number; descripcion: string; precio: number; categoria_codigo: number; marca_codigo?: number; descuento?: number;
    destacado?: boolean; nuevo?: boolean; promocion?: boolean; popularidad?: number; codigo_barra?: string;
    principio_activo?: string; presentacion?: string; codigo_control?: number; atributos?: string; created_at?: string;
  };
  const p = (x: P) => ({
    nombre: x.descripcion,
    slug: x.descripcion.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-'),
    fabricante: 'Laboratorio Demo Uno',
    ...x,
    // schema.ts types created_at as Generated<ColumnType>, which Kysely cannot insert into without a cast
    created_at: (x.created_at ? new Date(x.created_at) : undefined) as never,
  });
  await db
    .insertInto('products')
    .values([
      p({ codigo: 101, descripcion: 'Ibuprofeno 400 mg x 10 comprimidos', precio: 12000, categoria_codigo: 12, marca_codigo: 1, descuento: 10, destacado: true, popularidad: 50, codigo_barra: '2990000000101', principio_activo: 'Ibuprofeno', presentacion: 'Comprimidos', atributos: JSON.stringify([{ nombre: 'Concentración', valor: '400 mg' }]), created_at: '2026-01-01' }),
      p({ codigo: 102, descripcion: 'Ibuprofeno 600 mg x 20 comprimidos', precio: 25000, categoria_codigo: 12, marca_codigo: 1, descuento: 30, popularidad: 40, principio_activo: 'Ibuprofeno', presentacion: 'Comprimidos', codigo_control: 2, atributos: JSON.stringify([{ nombre: 'Concentración', valor: '600 mg' }]), created_at: '2026-02-01' }),
      p({ codigo: 103, descripcion: 'Paracetamol 500 mg jarabe para niños', precio: 8000, categoria_codigo: 11, marca_codigo: 1, descuento: 0, nuevo: true, popularidad: 90, principio_activo: 'Paracetamol', presentacion: 'Jarabe', created_at: '2026-03-01' }),
      p({ codigo: 104, descripcion: 'Antigripal día y noche', precio: 15000, categoria_codigo: 13, marca_codigo: 1, descuento: 50, promocion: true, popularidad: 10, principio_activo: 'Paracetamol', presentacion: 'Cápsulas', created_at: '2026-04-01' }),
      p({ codigo: 105, descripcion: 'Protector solar FPS 50 crema', precio: 90000, categoria_codigo: 20, marca_codigo: 2, descuento: 20, destacado: true, popularidad: 70, presentacion: 'Crema', created_at: '2026-05-01' }),
      p({ codigo: 106, descripcion: 'Protector solar infantil FPS 60', precio: 110000, categoria_codigo: 20, marca_codigo: 2, descuento: 0, nuevo: true, popularidad: 20, created_at: '2026-06-01' }),
      // A product whose code is also a number inside another product's name ('Vitamina 101').
      p({ codigo: 107, descripcion: 'Vitamina C 101 efervescente', precio: 30000, categoria_codigo: 20, marca_codigo: 2, descuento: 0, popularidad: 99, created_at: '2026-07-01' }),
    ])
    .execute();

  await db
    .insertInto('stock')
    .values([
      { producto_codigo: 101, sucursal_codigo: 1, existencia: 5 },
      { producto_codigo: 101, sucursal_codigo: 2, existencia: 7 },
      { producto_codigo: 101, sucursal_codigo: 3, existencia: 0 },
      { producto_codigo: 102, sucursal_codigo: 2, existencia: 3 },
      { producto_codigo: 103, sucursal_codigo: 1, existencia: 10 },
      { producto_codigo: 103, sucursal_codigo: 3, existencia: 4 },
      { producto_codigo: 105, sucursal_codigo: 1, existencia: 2 },
    ])
    .execute();

  await db
    .insertInto('product_payment_discounts')
    .values([
      { producto_codigo: 101, forma_codigo: 98, descripcion: 'Tarjetas de crédito', porcentaje: 15, color: '#123456', test: false },
      { producto_codigo: 101, forma_codigo: 130, descripcion: 'Blupy QR (prueba)', porcentaje: 40, test: true },
      { producto_codigo: 105, forma_codigo: 98, descripcion: 'Tarjetas de crédito', porcentaje: 15, test: false },
    ])
    .execute();
  await db
    .insertInto('quantity_promotions')
    .values([
      { producto_codigo: 104, promocion: '3x2', step: 3, porcentaje: 33, mensaje: null },
      { producto_codigo: 106, promocion: '2x1', step: 2, porcentaje: 50, mensaje: null },
    ])
    .execute();

  await db
    .insertInto('banners')
    .values([
      { posicion: 'OFERTA_PRINCIPAL', orden: 1, imagen: 'banners/a.svg', url: '/productos/2x1', descripcion: 'Activa' },
      { posicion: 'OFERTA_SECUNDARIA', orden: 2, imagen: 'banners/b2.svg', descripcion: 'Secundaria dos' },
      { posicion: 'OFERTA_SECUNDARIA', orden: 1, imagen: 'banners/b1.svg', descripcion: 'Secundaria uno' },
      { posicion: 'OFERTA_PRINCIPAL', orden: 2, imagen: 'banners/x.svg', descripcion: 'Inactiva', activo: false },
      { posicion: 'OFERTA_PRINCIPAL', orden: 3, imagen: 'banners/y.svg', descripcion: 'Vencida', fecha_fin: sql`now() - interval '1 day'` as never },
      { posicion: 'OFERTA_PRINCIPAL', orden: 4, imagen: 'banners/z.svg', descripcion: 'Futura', fecha_inicio: sql`now() + interval '1 day'` as never },
      { posicion: 'TEMPORIZADOR', orden: 1, imagen: 'banners/t.svg', descripcion: 'Cuenta regresiva', fecha_fin: sql`now() + interval '2 days'` as never },
    ])
    .execute();
  await db
    .insertInto('parameters')
    .values([
      { nombre: 'MEGA_PROMO_URL_REDIRECCION', valor: '/productos/promociones' },
      { nombre: 'CARRITO_HABILITADO', valor: 'S' },
    ])
    .onConflict((oc) => oc.column('nombre').doNothing())
    .execute();
  return { city: city.codigo, dep: dep.codigo };
}
