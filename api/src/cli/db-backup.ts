import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { lockHolder } from '../db/data-dir-lock.js';
import { listBackups, takeBackup, whenText } from '../db/pglite-backups.js';

// `npm run db:backup`: a backup of the embedded database now, into `<DATA_DIR>-backups` with the automatic ones.
// While the API runs it has the folder: it is asked (SIGUSR2) and the new file is waited for.
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('Con DATABASE_URL la base es PostgreSQL: su copia se hace con pg_dump.');
  process.exit(1);
}
const dataDir = path.resolve(config.DATA_DIR);
if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
  console.error(`No hay base embebida en ${dataDir}.`);
  process.exit(1);
}
const holder = lockHolder(dataDir);
let file: string;
let takenAt: Date;
if (holder) {
  const before = listBackups(dataDir)[0]?.takenAt.getTime() ?? 0;
  process.kill(holder, 'SIGUSR2');
  const until = Date.now() + 300_000;
  let newest = listBackups(dataDir)[0];
  while ((!newest || newest.takenAt.getTime() <= before) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    newest = listBackups(dataDir)[0];
  }
  if (!newest || newest.takenAt.getTime() <= before) {
    console.error(`La API en marcha (pid ${holder}) no dejó la copia a tiempo: mirá su registro.`);
    process.exit(1);
  }
  ({ file, takenAt } = newest);
} else {
  const handle = await connectDatabase({ dataDir });
  try {
    ({ file, takenAt } = await takeBackup(handle.pglite!, dataDir, config.PGLITE_BACKUPS_KEPT));
  } finally {
    await handle.close();
  }
}
console.log(`Copia de la base embebida del ${whenText(takenAt)}: ${file}`);
