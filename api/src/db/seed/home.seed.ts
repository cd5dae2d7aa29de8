import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import { insertMissing, syncSequence } from './bulk-insert.js';

/** Banner positions of the home page and header (spec 002 §2.10, §2.11). */
export const BANNER_POSITIONS = [
  'CARRUSEL_SUPERIOR', 'TEMPORIZADOR', 'TEMPORIZADOR_DOS', 'OFERTA_PRINCIPAL', 'OFERTA_SECUNDARIA', 'MEDIO', 'PROMO',
  'DESTACADO_SEMANA', 'DESCUENTOS', 'NOVEDADES_HEADER', 'NOVEDADES_FOOTER', 'PROMOCIONES_HEADER', 'HOT_SALE',
] as const;
type Position = (typeof BANNER_POSITIONS)[number];

const TIMERS: Position[] = ['TEMPORIZADOR', 'TEMPORIZADOR_DOS'];

/** `imagen` is the phone's picture (below 768 px, 60 % of the web one: render-seed-images.mjs), `imagen_web` the full one. */
const b = (codigo: number, posicion: Position, orden: number, name: string, url: string, descripcion: string) => ({
  codigo, posicion, orden, imagen: `banners/${name}-movil.webp`, imagen_web: `banners/${name}.webp`, url, descripcion,
});

const BANNERS = [
  b(1, 'CARRUSEL_SUPERIOR', 1, 'carrusel-1', '/categoria/200/vitaminas-y-suplementos', 'Semana de la salud: hasta 40 % de descuento en vitaminas'),
  b(2, 'CARRUSEL_SUPERIOR', 2, 'carrusel-2', '/categoria/500/dermocosmetica-facial', 'Dermocosmética con precios especiales'),
  b(3, 'CARRUSEL_SUPERIOR', 3, 'carrusel-3', '/sucursales', 'Delivery en todo el país'),
  b(4, 'TEMPORIZADOR', 1, 'temporizador', '/productos/promociones', 'Ofertas relámpago'),
  b(5, 'TEMPORIZADOR_DOS', 1, 'temporizador-dos', '/categoria/1000/bebes-y-maternidad', 'Cuenta regresiva: cuidado del bebé'),
  b(6, 'OFERTA_PRINCIPAL', 1, 'oferta-principal', '/productos/2x1', 'Llevá 2 y pagá 1 en productos seleccionados'),
  b(7, 'OFERTA_SECUNDARIA', 1, 'oferta-secundaria-1', '/productos/3x2', '3x2 en cuidado del cabello'),
  b(8, 'OFERTA_SECUNDARIA', 2, 'oferta-secundaria-2', '/productos/4x2', '4x2 en higiene personal'),
  b(9, 'MEDIO', 1, 'medio-1', '/categoria/700/proteccion-solar', 'Protección solar todo el año'),
  b(10, 'MEDIO', 2, 'medio-2', '/categoria/1000/bebes-y-maternidad', 'Mundo bebé'),
  b(11, 'PROMO', 1, 'promo-1', '/comprar-giftcard', 'Gift Card: regalá salud y bienestar'),
  b(12, 'PROMO', 2, 'promo-2', '/productos/promociones', 'Pagá con QR'),
  b(13, 'PROMO', 3, 'promo-3', '/sucursales', 'Retiro en sucursal'),
  b(14, 'PROMO', 4, 'promo-4', '/categoria/1400/adultos-mayores', 'Todo para el cuidado de adultos mayores'),
  b(15, 'DESTACADO_SEMANA', 1, 'destacado-semana', '/categoria/201/multivitaminicos', 'Destacado de la semana: multivitamínicos'),
  ...[10, 20, 30, 40, 50, 60, 70, 80].map((p, i) =>
    b(16 + i, 'DESCUENTOS', i + 1, `descuento-${p}`, `/descuentos/${p}`, `${p} % de descuento`),
  ),
  b(24, 'NOVEDADES_HEADER', 1, 'novedades-header', '/productos/nuevo', 'Envío sin costo en compras desde Gs. 150.000'),
  b(25, 'NOVEDADES_FOOTER', 1, 'novedades-footer', '/', 'Suscribite y recibí nuestras novedades'),
  b(26, 'PROMOCIONES_HEADER', 1, 'promociones-header', '/productos/promociones', 'Promociones de la semana'),
  // the Hot Sale pop-up's image: the home shows it only on the Hot Sale day (spec 002 §2.10), with the main offer's picture
  b(27, 'HOT_SALE', 1, 'oferta-principal', '/productos/promociones', 'Hot Sale: las mejores ofertas del año'),
];

/** Shop parameters read by the shell and the checkout (`GET /parametros`, `/configuraciones`). */
export const PARAMETERS: Record<string, string> = {
  CARRITO_HABILITADO: 'S',
  GIFTCARD_HABILITADA: 'S',
  MEGA_PROMO_URL_REDIRECCION: '/productos/promociones',
  TELEFONO_CALL_CENTER: '(021) 600 000',
  TELEFONO_CALL_CENTER_2: '*600',
  WHATSAPP: '0981 600 000',
  CORREO_CONTACTO: 'contacto@botica.test',
  VERSION_APP: '1.10.13',
  MONTO_MINIMO_DELIVERY_GRATIS: '150000',
  COSTO_DELIVERY_BASE: '15000',
};

/** Home banners (timers end in the future) and parameters. Existing rows are kept as an operator left them. */
export async function seedHome(db: Kysely<Database>): Promise<number> {
  const rows = BANNERS.map((x) => ({
    ...x,
    fecha_inicio: null,
    fecha_fin: TIMERS.includes(x.posicion) ? sql`now() + interval '10 days'` : null,
  }));
  let inserted = await insertMissing(db, 'banners', rows, 'codigo');
  if (inserted) await syncSequence(db, 'banners', 'codigo');
  // A demo timer that ran out starts again, so the countdown block is always there to see.
  await db
    .updateTable('banners')
    .set({ fecha_fin: sql`now() + interval '10 days'` })
    .where('codigo', 'in', BANNERS.filter((x) => TIMERS.includes(x.posicion)).map((x) => x.codigo))
    .where('fecha_fin', '<', sql<Date>`now()`)
    .execute();
  inserted += await insertMissing(db, 'parameters', Object.entries(PARAMETERS).map(([nombre, valor]) => ({ nombre, valor })), 'nombre');
  return inserted;
}
