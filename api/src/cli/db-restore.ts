import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { lockHolder } from '../db/data-dir-lock.js';

// `npm run db:restore -- <copia.tar.gz>`: the embedded database becomes the backup's. The current folder is not
// deleted: it is renamed aside (`<DATA_DIR>.antes-de-restaurar-<hora>`). The API must be stopped.
// npm runs this in api/: a relative path is the caller's (INIT_CWD).
const file = process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
const config = loadConfig();
if (!file || !existsSync(file)) {
  console.error('Indicá la copia a restaurar: npm run db:restore -- <archivo .tar.gz> (las automáticas están en <DATA_DIR>-backups).');
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error('Con DATABASE_URL la base es PostgreSQL: se restaura con pg_restore o psql.');
  process.exit(1);
}
const dataDir = path.resolve(config.DATA_DIR);
const holder = lockHolder(dataDir);
if (holder) {
  console.error(`La API está en marcha con esta base (pid ${holder}): detenela y volvé a intentar.`);
  process.exit(1);
}
let aside: string | null = null;
if (existsSync(dataDir) && readdirSync(dataDir).length) {
  aside = `${dataDir}.antes-de-restaurar-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, aside);
}
const handle = await connectDatabase({ dataDir, template: file });
try {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(handle.db);
  console.log(`Base embebida restaurada de ${file} en ${dataDir} (${rows[0]!.n} pedidos).${aside ? ` La anterior quedó en ${aside}.` : ''}`);
} finally {
  await handle.close();
}
