// `npm run db:migrate` (in an image: `node dist/migrate.mjs`): applies the migrations, then the seed unless SEED=off,
// what the API does when it starts with MIGRATE on. An orchestrator runs it once as a job before the API's replicas
// (started with MIGRATE=off) roll; it reads the same settings as the API, `X_FILE` secrets included.
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { runSeed } from '../db/seed/run-seed.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
  process.exit(1);
}
const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
  if (config.SEED) {
    await runSeed(handle.db);
    console.log('Datos iniciales cargados (SEED=off no los carga).');
  }
} finally {
  await handle.close();
}
