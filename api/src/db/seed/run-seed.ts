import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import { seedAccounts } from './accounts.seed.js';
import { seedBranches } from './branches.seed.js';
import { seedCheckout } from './checkout.seed.js';
import { seedCustomerCoupons } from './customer-coupons.seed.js';
import { seedCategoriesAndBrands } from './catalog.seed.js';
import { seedLocations } from './geo.seed.js';
import { seedHome } from './home.seed.js';
import { seedProducts } from './products.seed.js';
import { seedStock } from './stock.seed.js';
import { withoutRowTriggers } from './bulk-load.js';

/** Code range of the demo products (the scale generator uses codes above it). */
export const DEMO_PRODUCT_RANGE = { from: 100_001, to: 199_999 };

export interface SeedReport {
  ms: number;
  /** Per step: rows inserted and milliseconds taken. */
  steps: Record<string, { inserted: number; ms: number }>;
}

const steps: [string, (db: Kysely<Database>) => Promise<number>][] = [
  ['ubicaciones', (db) => withoutRowTriggers(db, 'locations', () => seedLocations(db))],
  ['sucursales', seedBranches],
  ['categorias y marcas', seedCategoriesAndBrands],
  ['productos', seedProducts],
  ['existencias', (db) => withoutRowTriggers(db, 'stock', () => seedStock(db, DEMO_PRODUCT_RANGE))],
  ['portada y parametros', seedHome],
  ['cuentas demo', seedAccounts],
  ['checkout demo', seedCheckout],
  ['cupones de clientes', seedCustomerCoupons],
];

/**
 * Idempotent seed: every step inserts only what is missing (explicit keys + ON CONFLICT DO NOTHING), all in one
 * transaction under an advisory lock so two API processes starting together on one database do not race.
 */
export async function runSeed(db: Kysely<Database>): Promise<SeedReport> {
  const started = performance.now();
  const report: SeedReport['steps'] = {};
  await db.transaction().execute(async (trx) => {
    // another process seeding holds the lock for as long as its seed takes: waiting for it is not a slow statement
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(72400101)`.execute(trx);
    // a seed's bulk inserts are one start-up job, not a request: on a busy machine the stock's (every branch × every
    // product) took longer than the requests' 15 s and the API could not start; bounded still, by minutes
    await sql`SET LOCAL statement_timeout = '5min'`.execute(trx);
    for (const [name, step] of steps) {
      const t = performance.now();
      const inserted = await step(trx);
      report[name] = { inserted, ms: Math.round(performance.now() - t) };
    }
  });
  return { ms: Math.round(performance.now() - started), steps: report };
}
