import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `api/seed-data`: the only data the API reads from disk (copied into the project with its attribution). */
export const SEED_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed-data');
export const SEED_IMAGES_DIR = path.join(SEED_DATA_DIR, 'images');

export function readSeedJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(SEED_DATA_DIR, relative), 'utf8')) as T;
}
