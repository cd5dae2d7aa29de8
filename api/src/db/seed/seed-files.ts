import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `api/seed-data`: the only data the API reads from disk (copied into the project with its attribution). Found by
 * walking up from this module, so the sources (src/db/seed/) and the production build (dist/) both reach it.
 */
export const SEED_DATA_DIR = findSeedData(path.dirname(fileURLToPath(import.meta.url)));

function findSeedData(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'seed-data');
    if (existsSync(path.join(candidate, 'SOURCE.md'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No se encontró la carpeta seed-data desde ${from}`);
  }
}
export const SEED_IMAGES_DIR = path.join(SEED_DATA_DIR, 'images');

export function readSeedJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(SEED_DATA_DIR, relative), 'utf8')) as T;
}
