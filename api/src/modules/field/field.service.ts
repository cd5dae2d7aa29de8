import type { FieldReport, VitalName } from '@botica/shared-contracts/field/payloads';
import { BASE_VERSION } from '@botica/shared-contracts/field/remote-version';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { inTransaction, type TransactionTarget } from '../../db/transaction.js';
import * as repo from './field.repository.js';
import { addBuckets, bucketOf, emptyBuckets, quantileOf } from './vitals-histogram.js';

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);
const VITALS: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'TTFB'];

/** The p75 of each vital (null without samples) and how many samples each has. */
export type VitalSummary = Record<VitalName, { p75: number | null; muestras: number }>;

export interface RouteSummary {
  ruta: string;
  app: string;
  vistas: number;
  errores: number;
  vitales: VitalSummary;
}

export interface VersionSummary {
  app: string;
  version: string;
  /** What the registry has this version as now: stable, canary (with its share), or neither. */
  canal: 'estable' | 'canario' | null;
  porcentaje: number | null;
  vistas: number;
  errores: number;
  vitales: VitalSummary;
}

export interface FieldOverview {
  desde: Date;
  rutas: RouteSummary[];
  versiones: VersionSummary[];
  lentos: Awaited<ReturnType<typeof repo.slowestSince>>;
}

function summary(histograms: Map<VitalName, number[]>): VitalSummary {
  const out = {} as VitalSummary;
  for (const vital of VITALS) {
    const buckets = histograms.get(vital) ?? emptyBuckets(vital);
    out[vital] = { p75: quantileOf(vital, buckets), muestras: buckets.reduce((a, b) => a + b, 0) };
  }
  return out;
}

/**
 * Field measurements (decision 080): what shoppers' browsers report, aggregated by minute in the database, and what
 * the operator's page reads of them. Client errors also count for their version's canary watch (the release
 * registry's `onClientError`), so the automatic rollback reads the same numbers the page shows.
 */
export class FieldService {
  constructor(
    private readonly target: TransactionTarget,
    private readonly opts: { slowKept?: number; onClientError?: (app: string, version: string) => Promise<void> } = {},
  ) {}

  /** Records one page view's report, in its minute. */
  async record(report: FieldReport, at = new Date()): Promise<void> {
    const minuto = minuteOf(at);
    const page = { minuto, ruta: report.ruta, app: report.app, version: report.version };

    const histograms = new Map<VitalName, number[]>();
    for (const { nombre, valor } of report.medidas) {
      const buckets = histograms.get(nombre) ?? emptyBuckets(nombre);
      buckets[bucketOf(nombre, valor)]! += 1;
      histograms.set(nombre, buckets);
    }
    const vitals = [...histograms].map(([medida, cubetas]) => ({ ...page, medida, cuenta: cubetas.reduce((a, b) => a + b, 0), cubetas }));

    // a view counts for every app the page ran (its owner, the boot remotes), each at its version
    const present = new Map<string, string>([[report.app, report.version]]);
    for (const { app, version } of report.presentes) if (!present.has(app)) present.set(app, version);
    const views = report.vista ? [...present].map(([app, version]) => ({ minuto, ruta: report.ruta, app, version, vistas: 1 })) : [];

    const errorCounts = new Map<string, repo.ErrorRow>();
    for (const error of report.errores) {
      const key = JSON.stringify([error.app, error.version, error.tipo, error.nombre]);
      const row = errorCounts.get(key) ?? { minuto, ruta: report.ruta, app: error.app, version: error.version, tipo: error.tipo, nombre: error.nombre, cuenta: 0 };
      row.cuenta += 1;
      errorCounts.set(key, row);
    }

    await inTransaction(this.target, async (trx) => {
      await repo.addVitals(trx, vitals);
      await repo.addViews(trx, views);
      await repo.addErrors(trx, [...errorCounts.values()]);
      if (report.documento) {
        await repo.keepSlowDocument(trx, { ...page, ms: report.documento.ms, partes: report.documento.partes, traza: report.documento.traza ?? null }, this.opts.slowKept ?? 10);
      }
    });
    if (this.opts.onClientError) for (const error of report.errores) await this.opts.onClientError(error.app, error.version);
  }

  /** The last `minutes` minutes: each route's and each app version's views, errors and p75s, and the slowest documents. */
  async overview(minutes = 60, now = new Date(), slowestPerRoute = 5): Promise<FieldOverview> {
    const since = new Date(minuteOf(now).getTime() - (minutes - 1) * 60_000);
    const db = this.target.db;
    const [vitals, views, errors, slow, live] = await Promise.all([
      repo.vitalsSince(db, since),
      repo.viewsSince(db, since),
      repo.errorsSince(db, since),
      repo.slowestSince(db, since, slowestPerRoute),
      repo.channels(db),
    ]);

    const byRoute = new Map<string, { app: string; vistas: number; errores: number; histograms: Map<VitalName, number[]> }>();
    const routeOf = (ruta: string) => {
      let entry = byRoute.get(ruta);
      if (!entry) {
        entry = { app: findRoute(ruta)?.owner ?? 'host', vistas: 0, errores: 0, histograms: new Map() };
        byRoute.set(ruta, entry);
      }
      return entry;
    };
    const byVersion = new Map<string, { app: string; version: string; vistas: number; errores: number; histograms: Map<VitalName, number[]> }>();
    const versionOf = (app: string, version: string) => {
      const key = `${app}\u0000${version}`;
      let entry = byVersion.get(key);
      if (!entry) {
        entry = { app, version, vistas: 0, errores: 0, histograms: new Map() };
        byVersion.set(key, entry);
      }
      return entry;
    };
    const add = (into: Map<VitalName, number[]>, vital: VitalName, buckets: number[]) => into.set(vital, addBuckets(into.get(vital) ?? emptyBuckets(vital), buckets));

    for (const row of vitals) {
      const vital = row.medida as VitalName;
      if (!VITALS.includes(vital)) continue;
      add(routeOf(row.ruta).histograms, vital, row.cubetas);
      add(versionOf(row.app, row.version).histograms, vital, row.cubetas);
    }
    for (const row of views) {
      // a route's views are its owner's; a version's, every page it ran in
      const route = routeOf(row.ruta);
      if (row.app === route.app) route.vistas += row.vistas;
      versionOf(row.app, row.version).vistas += row.vistas;
    }
    for (const row of errors) {
      routeOf(row.ruta).errores += row.cuenta;
      versionOf(row.app, row.version).errores += row.cuenta;
    }
    const channelOf = (app: string, version: string) => {
      const c = live.find((l) => l.app === app);
      if (c?.canario === version) return { canal: 'canario' as const, porcentaje: c.porcentaje };
      if ((c?.estable ?? BASE_VERSION) === version) return { canal: 'estable' as const, porcentaje: null };
      return { canal: null, porcentaje: null };
    };
    return {
      desde: since,
      rutas: [...byRoute]
        .map(([ruta, r]) => ({ ruta, app: r.app, vistas: r.vistas, errores: r.errores, vitales: summary(r.histograms) }))
        .sort((a, b) => b.vistas - a.vistas || a.ruta.localeCompare(b.ruta)),
      versiones: [...byVersion.values()]
        .map((v) => ({ app: v.app, version: v.version, ...channelOf(v.app, v.version), vistas: v.vistas, errores: v.errores, vitales: summary(v.histograms) }))
        .sort((a, b) => a.app.localeCompare(b.app) || (a.canal === 'estable' ? -1 : b.canal === 'estable' ? 1 : 0) || a.version.localeCompare(b.version)),
      lentos: slow,
    };
  }

  /** Drops what is older than `days` days. */
  prune(days: number, now = new Date()): Promise<void> {
    return repo.pruneBefore(this.target.db, new Date(now.getTime() - days * 86_400_000));
  }
}
