import { type Kysely, sql } from 'kysely';
import type { ReleaseContract } from '@botica/shared-contracts/releases/entities';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The version name the base build's contract is kept under (a base build has no version of its own). */
export const BASE = 'base';

export const findRelease = (db: Db, app: string, version: string) =>
  db.selectFrom('app_releases').selectAll().where('app', '=', app).where('version', '=', version).executeTakeFirst();

export const releasesOf = (db: Db, app: string) =>
  db
    .selectFrom('app_releases')
    .select(['app', 'version', 'commit', 'publicada_por', 'created_at', 'vigente_hasta', 'eliminada_at'])
    .where('app', '=', app)
    .where('version', '<>', BASE)
    .orderBy('created_at', 'desc')
    .execute();
export type ReleaseRow = Awaited<ReturnType<typeof releasesOf>>[number];

/** The contracts of the given (app, version) pairs. */
export async function contractsOf(db: Db, pairs: { app: string; version: string }[]): Promise<Map<string, ReleaseContract>> {
  if (!pairs.length) return new Map();
  const rows = await db
    .selectFrom('app_releases')
    .select(['app', 'version', 'contrato'])
    .where((eb) => eb.or(pairs.map((p) => eb.and([eb('app', '=', p.app), eb('version', '=', p.version)]))))
    .execute();
  return new Map(rows.map((r) => [`${r.app}@${r.version}`, r.contrato]));
}

/** Adds a version; false when it was already there (versions never change). */
export async function insertRelease(db: Db, row: { app: string; version: string; contrato: ReleaseContract; commit: string; publicada_por: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('app_releases')
    .values({ ...row, contrato: JSON.stringify(row.contrato) })
    .onConflict((oc) => oc.columns(['app', 'version']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The base build's contract, replaced by the newest reading. */
export async function saveBaseContract(db: Db, app: string, contrato: ReleaseContract, commit: string, by: string): Promise<void> {
  await db
    .insertInto('app_releases')
    .values({ app, version: BASE, contrato: JSON.stringify(contrato), commit, publicada_por: by })
    .onConflict((oc) =>
      oc.columns(['app', 'version']).doUpdateSet({ contrato: JSON.stringify(contrato), commit, publicada_por: by, created_at: new Date() }),
    )
    .execute();
}

export const allChannels = (db: Db) => db.selectFrom('release_channels').selectAll().orderBy('app').execute();
export type ChannelRow = Awaited<ReturnType<typeof allChannels>>[number];

/** The app's channel row, locked for the rest of the transaction (created empty the first time). */
export async function lockChannel(trx: Db, app: string): Promise<ChannelRow> {
  await trx.insertInto('release_channels').values({ app, estable: null, canario: null }).onConflict((oc) => oc.column('app').doNothing()).execute();
  return trx.selectFrom('release_channels').selectAll().where('app', '=', app).forUpdate().executeTakeFirstOrThrow();
}

/** Every given app's channel row, locked in the apps' order (created empty the first time). */
export async function lockChannels(trx: Db, apps: readonly string[]): Promise<ChannelRow[]> {
  const rows: ChannelRow[] = [];
  for (const app of [...apps].sort()) rows.push(await lockChannel(trx, app));
  return rows;
}

export async function saveChannel(
  trx: Db,
  app: string,
  channel: { estable: string | null; canario: string | null; porcentaje: number; canario_desde: Date | null },
): Promise<void> {
  await trx.updateTable('release_channels').set({ ...channel, updated_at: new Date() }).where('app', '=', app).execute();
}

/** Versions that stop being stable or canary now (retention counts 24 h from here); null and the base are skipped. */
export async function markNoLongerLive(trx: Db, app: string, versions: (string | null)[], at: Date): Promise<void> {
  const named = versions.filter((v): v is string => v !== null && v !== BASE);
  if (named.length) await trx.updateTable('app_releases').set({ vigente_hasta: at }).where('app', '=', app).where('version', 'in', named).execute();
}

export async function markLive(trx: Db, app: string, version: string | null): Promise<void> {
  if (version) await trx.updateTable('app_releases').set({ vigente_hasta: null }).where('app', '=', app).where('version', '=', version).execute();
}

export async function markRemoved(db: Db, app: string, versions: string[], at: Date): Promise<void> {
  if (versions.length) await db.updateTable('app_releases').set({ eliminada_at: at }).where('app', '=', app).where('version', 'in', versions).execute();
}

export async function addHistory(
  trx: Db,
  row: { app: string; accion: string; version: string | null; anterior: string | null; porcentaje: number | null; actor: string; motivo: string | null },
): Promise<void> {
  await trx.insertInto('release_history').values(row).execute();
}

export const historyOf = (db: Db, app: string, limit: number) =>
  db.selectFrom('release_history').selectAll().where('app', '=', app).orderBy('codigo', 'desc').limit(limit).execute();
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** The stable version before `current` became stable: what a rollback of the stable goes back to (null: the base). */
export async function stableBefore(db: Db, app: string, current: string): Promise<{ found: boolean; version: string | null }> {
  const row = await db
    .selectFrom('release_history')
    .select(['anterior'])
    .where('app', '=', app)
    .where('accion', '=', 'promover')
    .where('version', '=', current)
    .orderBy('codigo', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { found: true, version: row.anterior } : { found: false, version: null };
}

export interface ViewCount {
  app: string;
  version: string;
  minuto: Date;
  documentos: number;
  fragmentos_fallidos: number;
  errores: number;
}

/** Adds counts to their minutes. */
export async function addViews(db: Db, rows: ViewCount[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('release_views')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['app', 'version', 'minuto']).doUpdateSet({
        documentos: sql`release_views.documentos + excluded.documentos`,
        fragmentos_fallidos: sql`release_views.fragmentos_fallidos + excluded.fragmentos_fallidos`,
        errores: sql`release_views.errores + excluded.errores`,
      }),
    )
    .execute();
}

/** Documents, failed first screens and client errors of each app's versions since `since`. */
export async function viewsSince(db: Db, since: Date, app?: string) {
  let query = db
    .selectFrom('release_views')
    .select((eb) => [
      'app',
      'version',
      eb.fn.sum<string>('documentos').as('documentos'),
      eb.fn.sum<string>('fragmentos_fallidos').as('fragmentos_fallidos'),
      eb.fn.sum<string>('errores').as('errores'),
    ])
    .where('minuto', '>=', since);
  if (app) query = query.where('app', '=', app);
  const rows = await query.groupBy(['app', 'version']).execute();
  return rows.map((r) => ({ app: r.app, version: r.version, documentos: Number(r.documentos), fragmentosFallidos: Number(r.fragmentos_fallidos), errores: Number(r.errores) }));
}

/** Counts older than `before` go (the page shows a day; the canary's watch its own minutes). */
export async function dropViewsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('release_views').where('minuto', '<', before).execute();
}
