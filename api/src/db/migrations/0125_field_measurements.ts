import { type Kysely, sql } from 'kysely';

/**
 * What shoppers' browsers report (decision 080), aggregated by minute: each vital's count and histogram by route,
 * owning app and version; page views and client errors by route, app and version; and the slowest documents of each
 * route and minute with their Server-Timing parts and trace. No column holds anything about a person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE field_vitals (
      minuto timestamptz NOT NULL,
      ruta text NOT NULL,
      app text NOT NULL,
      version text NOT NULL,
      medida text NOT NULL,
      cuenta integer NOT NULL,
      cubetas integer[] NOT NULL,
      PRIMARY KEY (minuto, ruta, app, version, medida)
    )
  `.execute(db);
  await sql`
    CREATE TABLE field_views (
      minuto timestamptz NOT NULL,
      ruta text NOT NULL,
      app text NOT NULL,
      version text NOT NULL,
      vistas integer NOT NULL DEFAULT 0,
      PRIMARY KEY (minuto, ruta, app, version)
    )
  `.execute(db);
  await sql`
    CREATE TABLE field_errors (
      minuto timestamptz NOT NULL,
      ruta text NOT NULL,
      app text NOT NULL,
      version text NOT NULL,
      tipo text NOT NULL,
      nombre text NOT NULL,
      cuenta integer NOT NULL,
      PRIMARY KEY (minuto, ruta, app, version, tipo, nombre)
    )
  `.execute(db);
  await sql`
    CREATE TABLE field_slow_documents (
      codigo serial PRIMARY KEY,
      minuto timestamptz NOT NULL,
      ruta text NOT NULL,
      app text NOT NULL,
      version text NOT NULL,
      ms real NOT NULL,
      partes jsonb NOT NULL,
      traza text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX field_slow_documents_ruta ON field_slow_documents (ruta, minuto, ms DESC)`.execute(db);
  await sql`CREATE INDEX field_slow_documents_minuto ON field_slow_documents (minuto)`.execute(db);
  await sql`CREATE INDEX field_vitals_minuto ON field_vitals (minuto)`.execute(db);
  await sql`CREATE INDEX field_views_minuto ON field_views (minuto)`.execute(db);
  await sql`CREATE INDEX field_errors_minuto ON field_errors (minuto)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
