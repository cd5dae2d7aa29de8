import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/**
 * Sets the shop's parameters (the `parameters` table, as an operator sets them) in a database before its API starts
 * (the browser tests' own API): DATA_DIR (embedded) or DATABASE_URL, and SHOP_PARAMETERS, a JSON object of names and
 * values. The migrations are applied first; the API's seed leaves a parameter already there as it is.
 */
const parameters = JSON.parse(process.env.SHOP_PARAMETERS ?? '{}') as Record<string, string>;
const handle = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data/pglite' });
try {
  await migrateToLatest(handle.db);
  for (const [nombre, valor] of Object.entries(parameters)) {
    await handle.db
      .insertInto('parameters')
      .values({ nombre, valor })
      .onConflict((oc) => oc.column('nombre').doUpdateSet({ valor }))
      .execute();
  }
  console.log(`parámetros: ${Object.keys(parameters).join(', ')}`);
} finally {
  await handle.close();
}
