import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const applied = await migrateToLatest(handle.db);
console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
await handle.close();
