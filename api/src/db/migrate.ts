import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Versioned, forward-only migrations (`src/db/migrations/`), applied in name order. Each area owns a number
 * range, so a new migration of one area may sort before one already applied from another: those still apply.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
