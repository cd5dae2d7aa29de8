import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';
import { listBackups, whenText } from './pglite-backups.js';

export interface EmbeddedDatabase {
  client: PGlite;
  /** Lets the folder go (after the client is closed). */
  release: () => void;
  /** Set when the folder could not be opened: what happened and what to do, in one line for the operator. */
  notice?: string;
  /** The folder that could not be opened, kept aside untouched. */
  keptAside?: string;
  /** The automatic backup the database was recovered from. */
  recoveredFrom?: { file: string; takenAt: Date };
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const firstLine = (err: unknown) => String(err).split('\n')[0]!.slice(0, 160);

/**
 * Opens the embedded database in `dataDir`, holding its lock. A data folder that does not open is never deleted
 * nor reused: it is renamed aside as it is (`<folder>.no-abre-<time>`), and the database starts again from the
 * newest automatic backup that opens (see pglite-backups.ts), or, with none, from a new database; `notice` says
 * which. PGlite offers no repair of a folder (no pg_resetwal), so a backup is what can be recovered.
 */
export async function openEmbedded(
  dataDir: string,
  options: Pick<PGliteOptions, 'extensions'> & { template?: string },
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const fresh = readdirSync(dataDir).length === 0;
    const create = (loadFrom?: string) =>
      PGlite.create(dataDir, { extensions: options.extensions, loadDataDir: loadFrom ? new Blob([readFileSync(loadFrom)]) : undefined });
    if (fresh) return { client: await create(options.template), release };
    let failure: unknown;
    try {
      return { client: await create(), release };
    } catch (err) {
      failure = err;
    }
    const keptAside = `${dataDir}.no-abre-${stamp()}`;
    renameSync(dataDir, keptAside);
    const head = `La base embebida ${dataDir} no se pudo abrir (${firstLine(failure)}); se apartó intacta en ${keptAside}`;
    for (const backup of listBackups(dataDir)) {
      mkdirSync(dataDir, { recursive: true });
      try {
        const client = await create(backup.file);
        const notice =
          `${head} y la tienda arrancó con la copia automática del ${whenText(backup.takenAt)}: lo escrito después está solo en ` +
          'la carpeta apartada; guardala y seguí el README («Base de datos embebida»).';
        return { client, release, notice, keptAside, recoveredFrom: backup };
      } catch {
        // This backup does not open either: the next older one.
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    mkdirSync(dataDir, { recursive: true });
    const client = await create(options.template);
    const notice =
      `${head}; no hay copias automáticas que abran, así que la tienda arrancó con una base NUEVA, sin los datos anteriores: ` +
      'no borres la carpeta apartada y seguí el README («Base de datos embebida»).';
    return { client, release, notice, keptAside };
  } catch (err) {
    release();
    throw err;
  }
}

