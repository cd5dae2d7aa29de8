import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where the automatic backups of an embedded data folder go: a folder beside it (`pglite` → `pglite-backups`). */
export function backupsDirOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-backups`);
}

export interface Backup {
  file: string;
  takenAt: Date;
}

const NAME = /^pglite-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

/** The backups of `dataDir`, newest first (the time is in the file name: file times change when copied). */
export function listBackups(dataDir: string): Backup[] {
  const dir = backupsDirOf(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const m = NAME.exec(name);
      return m ? [{ file: path.join(dir, name), takenAt: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * A consistent copy of the open database (PGlite's `dumpDataDir`, gzip), written whole or not at all, keeping the
 * newest `keep`. The checkpoint first makes the copy open without replaying the log.
 */
export async function takeBackup(client: PGlite, dataDir: string, keep: number): Promise<Backup> {
  const dir = backupsDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  await client.exec('CHECKPOINT');
  const takenAt = new Date();
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, `pglite-${takenAt.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  for (const old of listBackups(dataDir).slice(Math.max(keep, 1))) rmSync(old.file, { force: true });
  return { file, takenAt };
}

/** A date and time as the shop's operator reads it. */
export function whenText(date: Date): string {
  return date.toLocaleString('es-PY', { dateStyle: 'short', timeStyle: 'medium' });
}
