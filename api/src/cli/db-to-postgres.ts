import path from 'node:path';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { copyToPostgres } from '../db/copy-to-postgres.js';

// `npm run db:to-postgres -- postgres://usuario@servidor/base`: the embedded database's data (DATA_DIR) into an
// empty PostgreSQL database; afterwards the API runs on it with DATABASE_URL set to that address.
const target = process.argv[2];
if (!target?.startsWith('postgres')) {
  console.error('Indicá la base PostgreSQL de destino (vacía): npm run db:to-postgres -- postgres://usuario@servidor:5432/base');
  process.exit(1);
}
const config = loadConfig(process.env, { DATABASE_URL: undefined });
const source = await connectDatabase({ dataDir: path.resolve(config.DATA_DIR) });
const destination = await connectDatabase({ databaseUrl: target, dataDir: '' });
try {
  const copied = await copyToPostgres(source.db, destination.db);
  const rows = Object.values(copied).reduce((a, b) => a + b, 0);
  console.log(`Copiadas ${rows} filas de ${Object.keys(copied).length} tablas. Arrancá la API con DATABASE_URL=${target}`);
} finally {
  await destination.close();
  await source.close();
}
