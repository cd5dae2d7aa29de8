import { type Kysely, sql } from 'kysely';

/**
 * The release registry (decision 082): every published version of each app with its contract, which version shoppers
 * get (stable, and a canary for a share of visitors), who changed it and why, and the documents and client errors of
 * each version by minute (the operator's shares and the canary's watch).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE app_releases (
      app text NOT NULL,
      version text NOT NULL,
      contrato jsonb NOT NULL,
      commit text NOT NULL DEFAULT '',
      publicada_por text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      vigente_hasta timestamptz,
      eliminada_at timestamptz,
      PRIMARY KEY (app, version)
    )
  `.execute(db);
  await sql`
    CREATE TABLE release_channels (
      app text PRIMARY KEY,
      estable text,
      canario text,
      porcentaje integer NOT NULL DEFAULT 0 CHECK (porcentaje BETWEEN 0 AND 100),
      canario_desde timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE release_history (
      codigo serial PRIMARY KEY,
      app text NOT NULL,
      accion text NOT NULL,
      version text,
      anterior text,
      porcentaje integer,
      actor text NOT NULL,
      motivo text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX release_history_app ON release_history (app, codigo DESC)`.execute(db);
  await sql`
    CREATE TABLE release_views (
      app text NOT NULL,
      version text NOT NULL,
      minuto timestamptz NOT NULL,
      documentos integer NOT NULL DEFAULT 0,
      fragmentos_fallidos integer NOT NULL DEFAULT 0,
      errores integer NOT NULL DEFAULT 0,
      PRIMARY KEY (app, version, minuto)
    )
  `.execute(db);
  await sql`CREATE INDEX release_views_minuto ON release_views (minuto)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
