/**
 * Grows the catalogue to a given number of products for benchmarks:
 *
 *   npm run seed:scale -w api -- --products 100000
 *
 * Runs on the database of the environment (DATABASE_URL, else the PGlite folder DATA_DIR), after the
 * migrations and the seed. New products are variants of the seeded ones (same category, brand, active
 * ingredient, presentation; another size or pack; price within ±30 %), coded from 200 000 up, with stock in
 * three branches and a payment-method discount on one in ten. Deterministic: the same N gives the same rows.
 * Idempotent: a catalogue that already has N products is left as it is.
 */
import { type Insertable, sql } from 'kysely';
import { buildApp } from '../app.js';
import type { ProductPaymentDiscountsTable, ProductsTable, StockTable } from '../modules/catalog/catalog.table.js';

const SCALE_FROM = 200_000;
const BATCH = 1000;
const SIZES = ['x 10', 'x 20', 'x 30', 'x 60', '30 ml', '60 ml', '120 ml', '200 ml', '400 ml', '1 litro', 'Pack x 2', 'Pack x 3', 'Repuesto', 'Tamaño familiar', 'Edición limitada', 'Mini'];
const VARIANTS = ['', '', '', 'Plus', 'Forte', 'Infantil', 'Adultos', 'Sin perfume', 'Piel sensible', 'Extra', 'Natural', 'Nocturno'];

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 && process.argv[i + 1]) || fallback;
};

/** A small deterministic generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The entry at an index known to be in range. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`index ${index} out of a list of ${list.length}`);
  return item;
}

/** One entry of a non-empty list, chosen by a number in [0, 1). */
const pick = <T,>(list: readonly T[], r: number): T => at(list, Math.floor(r * list.length));

const slugify = (s: string) =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const target = Number(arg('products', '100000'));
if (!Number.isInteger(target) || target < 1) {
  console.error('Uso: seed:scale -- --products N (N entero positivo)');
  process.exit(1);
}

const app = await buildApp({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
await app.ready();
const db = app.db;
try {
  const { n: existing } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = target - Number(existing);
  if (missing <= 0) {
    console.log(`El catálogo ya tiene ${existing} productos (objetivo ${target}).`);
  } else {
    const bases = await db
      .selectFrom('products')
      .select(['descripcion', 'precio', 'categoria_codigo', 'marca_codigo', 'fabricante', 'principio_activo', 'presentacion', 'codigo_control', 'foto', 'iva'])
      .where('codigo', '<', SCALE_FROM)
      .orderBy('codigo')
      .execute();
    const branches = (await db.selectFrom('branches').select('codigo').orderBy('codigo').execute()).map((b) => b.codigo);
    if (!bases.length || !branches.length) throw new Error('Primero cargue el catálogo base (SEED on): no hay productos o sucursales.');
    const { max } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.max<number>('codigo').as('max'))
      .executeTakeFirstOrThrow();
    let code = Math.max(SCALE_FROM, Number(max ?? 0) + 1);
    const started = Date.now();
    for (let done = 0; done < missing; done += BATCH) {
      const rows: Insertable<ProductsTable>[] = [];
      const stock: Insertable<StockTable>[] = [];
      const discounts: Insertable<ProductPaymentDiscountsTable>[] = [];
      for (let i = 0; i < Math.min(BATCH, missing - done); i++, code++) {
        const r = rng(code);
        const base = pick(bases, r());
        const variant = pick(VARIANTS, r());
        const size = pick(SIZES, r());
        const descripcion = [base.descripcion, variant, size].filter(Boolean).join(' ');
        const discount = r() < 0.3 ? pick([10, 15, 20, 25, 30, 40, 50, 60, 70, 80], r()) : 0;
        rows.push({
          codigo: code,
          descripcion,
          nombre: descripcion,
          slug: slugify(descripcion),
          precio: Math.max(1000, Math.round((base.precio * (0.7 + r() * 0.6)) / 100) * 100),
          iva: base.iva,
          categoria_codigo: base.categoria_codigo,
          marca_codigo: base.marca_codigo,
          fabricante: base.fabricante,
          principio_activo: base.principio_activo,
          presentacion: base.presentacion,
          codigo_control: base.codigo_control,
          foto: base.foto,
          codigo_barra: `299${String(code).padStart(10, '0')}`,
          descuento: discount,
          destacado: r() < 0.03,
          nuevo: r() < 0.05,
          promocion: r() < 0.08,
          popularidad: Math.floor(r() * 1000),
        });
        const first = Math.floor(r() * branches.length);
        for (const k of [0, 1, 2]) {
          stock.push({ producto_codigo: code, sucursal_codigo: at(branches, (first + k * 97) % branches.length), existencia: Math.floor(r() * 40) });
        }
        if (r() < 0.1) discounts.push({ producto_codigo: code, forma_codigo: 98, descripcion: 'Tarjetas de crédito y débito', porcentaje: 10, test: false });
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('products').values(rows).execute();
        await trx.insertInto('stock').values(stock).onConflict((oc) => oc.doNothing()).execute();
        if (discounts.length) await trx.insertInto('product_payment_discounts').values(discounts).execute();
      });
      const total = done + rows.length;
      if (total % 10_000 === 0 || total === missing) {
        console.log(`  ${total}/${missing} productos (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    }
    console.log(`Catálogo: ${target} productos.`);
  }
  // Fresh statistics and a visibility map, so counts can be answered from indexes alone.
  await sql`VACUUM ANALYZE products`.execute(db);
  await sql`VACUUM ANALYZE stock`.execute(db);
} finally {
  await app.close();
}
