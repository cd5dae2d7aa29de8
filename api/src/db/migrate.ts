import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * Versioned, forward-only migrations (`src/db/migrations/`), applied in name order. Each area owns a number
 * range, so a new migration of one area may sort before one already applied from another: those still apply.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (attempt >= MAX_ATTEMPTS || !startedTogether(error)) throw error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * How many migrations the database still lacks (read only: an empty database lacks them all). The readiness check
 * asks it while the API runs with MIGRATE=off and an orchestrator's job migrates.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<number> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const known = await migrator.getMigrations();
  return known.filter((m) => m.executedAt === undefined).length;
}

const MAX_ATTEMPTS = 5;
/**
 * Several API processes starting together on an empty PostgreSQL (docker-compose up --scale api=3): two create the
 * migrator's own tables at once and one fails on a duplicate (23505, 42P07), or one waits for the migrator's lock
 * longer than the statement timeout while another migrates (57014). Starting over is safe: the migrator applies
 * only what is missing, under its lock.
 */
const startedTogether = (error: unknown) => ['23505', '42P07', '57014'].includes((error as { code?: string })?.code ?? '');
