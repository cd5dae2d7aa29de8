import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data folder (its postmaster.pid always says -42): a second process that opens the
 * same folder while the API runs writes its own WAL and checkpoints over the first one's, and the folder no longer
 * opens afterwards (decision 059). This file beside the folder names the process that has it open.
 */
export function lockFileOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/** Whether process `pid` still runs (EPERM: it runs under another user). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process holding the folder, if any (a lock left by a process that is gone does not count). */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base embebida ${dataDir} ya está abierta por otro proceso (pid ${pid}): detenelo antes o usá otra DATA_DIR; ` +
        'abrirla dos veces a la vez la daña.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Folders this process holds: a second open from the same process is refused too. */
const held = new Set<string>();

/**
 * Takes the folder for this process, or throws DataDirInUseError naming the live process that has it. A lock left
 * by a process that is gone (killed) is taken over. Returns the release function (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(dataDir);
      // A file naming this very process that it does not hold is left from an earlier run (same pid in a container).
      if (holder !== null && holder !== process.pid) throw new DataDirInUseError(dataDir, holder);
      try {
        unlinkSync(file);
      } catch {
        /* someone else took it over first: try again */
      }
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    closeSync(fd);
    held.add(file);
    const release = () => {
      process.off('exit', release);
      held.delete(file);
      try {
        if (JSON.parse(readFileSync(file, 'utf8')).pid === process.pid) unlinkSync(file);
      } catch {
        /* already gone */
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new Error(`No se pudo tomar ${file}`);
}
