import type { Migration } from 'kysely';
import * as m0001 from './0001_core.js';
import * as m0010 from './0010_access.js';

/** Every migration, by name; names sort in the order they apply. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
  '0010_access': m0010,
};
