import { type Kysely, sql } from 'kysely';

/**
 * A quantity promotion may come without its percentage: it then takes the default 50 percent off the set (spec 000
 * §9), which the catalogue and the calculation apply when they read it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE quantity_promotions ALTER COLUMN porcentaje DROP NOT NULL`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
