import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface VitalRow {
  minuto: Date;
  ruta: string;
  app: string;
  version: string;
  medida: string;
  cuenta: number;
  cubetas: number[];
}
export interface ViewRow {
  minuto: Date;
  ruta: string;
  app: string;
  version: string;
  vistas: number;
}
export interface ErrorRow {
  minuto: Date;
  ruta: string;
  app: string;
  version: string;
  tipo: string;
  nombre: string;
  cuenta: number;
}
export interface SlowDocumentRow {
  minuto: Date;
  ruta: string;
  app: string;
  version: string;
  ms: number;
  partes: Record<string, number>;
  traza: string | null;
}

const intArray = (values: number[]) => sql<number[]>`${`{${values.map((n) => Math.trunc(n)).join(',')}}`}::integer[]`;

/** Adds histograms to their minute's rows (one row per key in `rows`): counts add, buckets add one by one. */
export async function addVitals(db: Db, rows: VitalRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('field_vitals')
    .values(rows.map((r) => ({ ...r, cubetas: intArray(r.cubetas) })))
    .onConflict((oc) =>
      oc.columns(['minuto', 'ruta', 'app', 'version', 'medida']).doUpdateSet({
        cuenta: sql`field_vitals.cuenta + excluded.cuenta`,
        cubetas: sql`array(select coalesce(a, 0) + coalesce(b, 0) from unnest(field_vitals.cubetas, excluded.cubetas) with ordinality as t(a, b, i) order by i)`,
      }),
    )
    .execute();
}

export async function addViews(db: Db, rows: ViewRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('field_views')
    .values(rows)
    .onConflict((oc) => oc.columns(['minuto', 'ruta', 'app', 'version']).doUpdateSet({ vistas: sql`field_views.vistas + excluded.vistas` }))
    .execute();
}

export async function addErrors(db: Db, rows: ErrorRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('field_errors')
    .values(rows)
    .onConflict((oc) => oc.columns(['minuto', 'ruta', 'app', 'version', 'tipo', 'nombre']).doUpdateSet({ cuenta: sql`field_errors.cuenta + excluded.cuenta` }))
    .execute();
}

/**
 * Keeps a document among the slowest of its route and minute: it is added, and whatever falls beyond the `keep`
 * slowest of that route and minute is dropped, so the slowest of any hour are exactly among what is kept.
 */
export async function keepSlowDocument(db: Db, row: SlowDocumentRow, keep: number): Promise<void> {
  await db.insertInto('field_slow_documents').values({ ...row, partes: JSON.stringify(row.partes) }).execute();
  await db
    .deleteFrom('field_slow_documents')
    .where('codigo', 'in', (eb) =>
      eb
        .selectFrom('field_slow_documents')
        .select('codigo')
        .where('ruta', '=', row.ruta)
        .where('minuto', '=', row.minuto)
        .orderBy('ms', 'desc')
        .orderBy('codigo', 'desc')
        .offset(keep),
    )
    .execute();
}

/** The histograms of every minute since `since` (added up by the service). */
export const vitalsSince = (db: Db, since: Date) =>
  db.selectFrom('field_vitals').select(['ruta', 'app', 'version', 'medida', 'cuenta', 'cubetas']).where('minuto', '>=', since).execute();

/** Page views since `since`, by route, app and version. */
export async function viewsSince(db: Db, since: Date) {
  const rows = await db
    .selectFrom('field_views')
    .select(['ruta', 'app', 'version', (eb) => eb.fn.sum<string>('vistas').as('vistas')])
    .where('minuto', '>=', since)
    .groupBy(['ruta', 'app', 'version'])
    .execute();
  return rows.map((r) => ({ ruta: r.ruta, app: r.app, version: r.version, vistas: Number(r.vistas) }));
}

/** Client errors since `since`, by route, app, version and kind. */
export async function errorsSince(db: Db, since: Date) {
  const rows = await db
    .selectFrom('field_errors')
    .select(['ruta', 'app', 'version', 'tipo', (eb) => eb.fn.sum<string>('cuenta').as('cuenta')])
    .where('minuto', '>=', since)
    .groupBy(['ruta', 'app', 'version', 'tipo'])
    .execute();
  return rows.map((r) => ({ ruta: r.ruta, app: r.app, version: r.version, tipo: r.tipo, cuenta: Number(r.cuenta) }));
}

/** The `perRoute` slowest documents of each route since `since`, slowest first. */
export async function slowestSince(db: Db, since: Date, perRoute: number) {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('field_slow_documents')
        .select(['ruta', 'app', 'version', 'ms', 'partes', 'traza', 'minuto', sql<number>`row_number() over (partition by ruta order by ms desc, codigo desc)`.as('puesto')])
        .where('minuto', '>=', since)
        .as('d'),
    )
    .selectAll()
    .where('puesto', '<=', perRoute)
    .orderBy('ruta')
    .orderBy('puesto')
    .execute();
  return rows.map((r) => ({
    ruta: r.ruta,
    app: r.app,
    version: r.version,
    ms: Number(r.ms),
    partes: (typeof r.partes === 'string' ? JSON.parse(r.partes) : r.partes) as Record<string, number>,
    traza: r.traza,
    minuto: new Date(r.minuto as Date | string),
  }));
}

/** Each app's stable and canary versions (the release registry's channels), to tell them apart on the page. */
export const channels = (db: Db) => db.selectFrom('release_channels').select(['app', 'estable', 'canario', 'porcentaje']).execute();

/** Drops what is older than `before`. */
export async function pruneBefore(db: Db, before: Date): Promise<void> {
  for (const table of ['field_vitals', 'field_views', 'field_errors', 'field_slow_documents'] as const) {
    await db.deleteFrom(table).where('minuto', '<', before).execute();
  }
}
