import type { FastifyInstance } from 'fastify';
import { RELEASE_APPS, type ReleaseApp, type ReleaseContract, type ReleaseFile } from '@botica/shared-contracts/releases/entities';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { canaryVerdict, type CanaryPolicy, DEFAULT_CANARY_POLICY } from './canary-watch.js';
import { gateProblems, type LiveBuild } from './contract-gate.js';
import { releaseErrors } from './releases.errors.js';
import {
  addHistory,
  addViews,
  allChannels,
  BASE,
  type ChannelRow,
  contractsOf,
  dropViewsBefore,
  findRelease,
  historyOf,
  insertRelease,
  lockChannel,
  lockChannels,
  markLive,
  markNoLongerLive,
  markRemoved,
  releasesOf,
  saveBaseContract,
  saveChannel,
  stableBefore,
  type ViewCount,
  viewsSince,
} from './releases.repository.js';
import { prunable } from './retention.js';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Counts are kept a week: the page shows a day, the canary's watch counts since its start. */
const VIEWS_KEPT_MS = 7 * DAY_MS;

export const isReleaseApp = (app: string): app is ReleaseApp => (RELEASE_APPS as readonly string[]).includes(app);

function assertApp(app: string): asserts app is ReleaseApp {
  if (!isReleaseApp(app)) throw releaseErrors.unknownApp(app);
}

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

export interface ChangeResult {
  app: ReleaseApp;
  estable: string | null;
  canario: string | null;
  porcentaje: number;
  /** Expectations a rollback breaks (it is never refused: it is the way back). */
  avisos: string[];
  /** False when there was nothing to do (the watch's canary had already ended). */
  cambio: boolean;
}

/** The registry of releases: who gets which version of each app, the gate, the history, retention and the counts. */
export class ReleaseService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: { keep: number; policy?: CanaryPolicy } = { keep: 5 },
  ) {}

  private get db() {
    return this.app.db;
  }

  /** Publishes a version with its contract (`release.json`); a version never changes. */
  async register(app: string, file: ReleaseFile, actor: string): Promise<void> {
    assertApp(app);
    if (file.app !== app) throw releaseErrors.wrongApp(app, file.app);
    await inTransaction(this.app, async (trx) => {
      const added = await insertRelease(trx, { app, version: file.version, contrato: file.contract, commit: file.commit, publicada_por: actor });
      if (!added) throw releaseErrors.exists(app, file.version);
      await addHistory(trx, { app, accion: 'publicar', version: file.version, anterior: null, porcentaje: null, actor, motivo: null });
    });
  }

  /** The contract of the app's base build (served without a version), read again by each release. */
  async registerBase(app: string, contract: ReleaseContract, commit: string, actor: string): Promise<void> {
    assertApp(app);
    await saveBaseContract(this.db, app, contract, commit, actor);
  }

  /** What the host servers read on every poll: each app's stable version and canary (none: the base build). */
  async live(): Promise<LiveReleases> {
    const channels = await allChannels(this.db);
    return Object.fromEntries(
      channels.filter((c) => c.estable !== null || c.canario !== null).map((c) => [c.app, { estable: c.estable, canario: c.canario, porcentaje: c.canario ? c.porcentaje : 0 }]),
    );
  }

  /** Every build shoppers may get of each app (stable or base, and canary) but `except`'s, with its contract. */
  private async liveBuilds(channels: ChannelRow[], db: Db = this.db, except?: ReleaseApp): Promise<LiveBuild[]> {
    const byApp = new Map(channels.map((c) => [c.app, c]));
    const wanted = RELEASE_APPS.filter((app) => app !== except).flatMap((app) => {
      const channel = byApp.get(app);
      const versions = [channel?.estable ?? null, ...(channel?.canario ? [channel.canario] : [])];
      return versions.map((version) => ({ app, version }));
    });
    const contracts = await contractsOf(
      db,
      wanted.map((w) => ({ app: w.app, version: w.version ?? BASE })),
    );
    return wanted.map(({ app, version }) => {
      const contract = contracts.get(`${app}@${version ?? BASE}`);
      if (!contract) throw releaseErrors.missingContract(app, version);
      return { app, version, contract };
    });
  }

  /** The candidate's contract (a version, or the base build's), refused when removed. */
  private async candidate(app: ReleaseApp, version: string | null, db: Db = this.db): Promise<LiveBuild> {
    const row = await findRelease(db, app, version ?? BASE);
    if (!row) throw version === null ? releaseErrors.missingContract(app, null) : releaseErrors.notFound(app, version);
    if (row.eliminada_at) throw releaseErrors.removed(app, version!);
    return { app, version, contract: row.contrato };
  }

  /**
   * The gate alone: what promoting the version would break, [] when nothing. A build not published yet (`{ name,
   * contract }`, a team's pipeline) is judged the same way, named by `name`.
   */
  async check(app: string, candidate: string | null | { name: string; contract: ReleaseContract }): Promise<string[]> {
    assertApp(app);
    const judged: LiveBuild =
      candidate !== null && typeof candidate === 'object' ? { app, version: candidate.name, contract: candidate.contract } : await this.candidate(app, candidate);
    // the judged app's own builds are not compared with it (nor needed: a build not published has no base of its own to lean on)
    const live = await this.liveBuilds(await allChannels(this.db), this.db, app);
    return gateProblems(judged, live);
  }

  /**
   * Makes a version (null: the base build) the stable one, or the canary for `percent` % of visitors, once the gate lets
   * it through. A stable promotion of the running canary ends the canary.
   */
  async promote(app: string, version: string | null, opts: { percent?: number; actor: string; reason?: string }): Promise<ChangeResult> {
    assertApp(app);
    const percent = opts.percent;
    if (percent !== undefined && (!Number.isInteger(percent) || percent < 1 || percent > 100)) throw releaseErrors.percent();
    const now = new Date();
    return inTransaction(this.app, async (trx) => {
      // every app's channel locked, in one order, for the gate and the change: two promotions at once (each fine
      // against what it read) cannot together leave shoppers with builds that break each other
      const channels = await lockChannels(trx, RELEASE_APPS);
      const channel = channels.find((c) => c.app === app)!;
      const problems = gateProblems(await this.candidate(app, version, trx), await this.liveBuilds(channels, trx));
      if (problems.length) throw releaseErrors.incompatible(app, version, problems);
      if (percent !== undefined) {
        if (version === null) throw releaseErrors.percent();
        const sameCanary = channel.canario === version;
        await saveChannel(trx, app, { estable: channel.estable, canario: version, porcentaje: percent, canario_desde: sameCanary ? channel.canario_desde : now });
        if (!sameCanary) await markNoLongerLive(trx, app, [channel.canario], now);
        await markLive(trx, app, version);
        await addHistory(trx, { app, accion: 'canario', version, anterior: channel.estable, porcentaje: percent, actor: opts.actor, motivo: opts.reason ?? null });
        return { app, estable: channel.estable, canario: version, porcentaje: percent, avisos: [], cambio: true };
      }
      if (channel.estable === version) throw releaseErrors.alreadyStable(app, version);
      const canaryEnds = channel.canario === version;
      await saveChannel(trx, app, {
        estable: version,
        canario: canaryEnds ? null : channel.canario,
        porcentaje: canaryEnds ? 0 : channel.porcentaje,
        canario_desde: canaryEnds ? null : channel.canario_desde,
      });
      await markNoLongerLive(trx, app, [channel.estable], now);
      await markLive(trx, app, version);
      await addHistory(trx, { app, accion: 'promover', version, anterior: channel.estable, porcentaje: null, actor: opts.actor, motivo: opts.reason ?? null });
      return { app, estable: version, canario: canaryEnds ? null : channel.canario, porcentaje: canaryEnds ? 0 : channel.porcentaje, avisos: [], cambio: true };
    });
  }

  /**
   * The way back, never refused by the gate: ends the canary when there is one, else puts back the stable version
   * that was before the current one (the base build when there was none). `automatic` records the canary's watch.
   */
  async rollback(app: string, opts: { actor: string; reason?: string; automatic?: boolean; onlyCanary?: string }): Promise<ChangeResult> {
    assertApp(app);
    const now = new Date();
    const result = await inTransaction(this.app, async (trx) => {
      const channel = await lockChannel(trx, app);
      // the watch decided on a canary that is no longer the one running: nothing to do
      if (opts.onlyCanary !== undefined && channel.canario !== opts.onlyCanary) return null;
      const accion = opts.automatic ? 'revertir-auto' : 'revertir';
      if (channel.canario) {
        await saveChannel(trx, app, { estable: channel.estable, canario: null, porcentaje: 0, canario_desde: null });
        await markNoLongerLive(trx, app, [channel.canario], now);
        await addHistory(trx, { app, accion, version: channel.canario, anterior: channel.estable, porcentaje: channel.porcentaje, actor: opts.actor, motivo: opts.reason ?? null });
        return { app, estable: channel.estable, canario: null, porcentaje: 0 };
      }
      if (channel.estable === null) throw releaseErrors.nothingToRollBack(app);
      const before = await stableBefore(trx, app, channel.estable);
      const back = before.found ? before.version : null;
      await saveChannel(trx, app, { estable: back, canario: null, porcentaje: 0, canario_desde: null });
      await markNoLongerLive(trx, app, [channel.estable], now);
      await markLive(trx, app, back);
      await addHistory(trx, { app, accion, version: back, anterior: channel.estable, porcentaje: null, actor: opts.actor, motivo: opts.reason ?? null });
      return { app, estable: back, canario: null, porcentaje: 0 };
    });
    if (!result) return { app, estable: null, canario: null, porcentaje: 0, avisos: [], cambio: false };
    // what the restored state breaks, said but not refused
    let avisos: string[] = [];
    try {
      avisos = await this.check(app, result.estable);
    } catch {
      avisos = [];
    }
    return { ...result, avisos, cambio: true };
  }

  /** Documents the host servers served, by app and version (`base`: the base build), and their failed first screens. */
  async recordViews(rows: { app: string; version: string; documentos: number; fragmentosFallidos: number }[], at = new Date()): Promise<void> {
    const minuto = minuteOf(at);
    const counts: ViewCount[] = rows
      .filter((r) => isReleaseApp(r.app))
      .map((r) => ({ app: r.app, version: r.version, minuto, documentos: r.documentos, fragmentos_fallidos: r.fragmentosFallidos, errores: 0 }));
    await addViews(this.db, counts);
  }

  /** A client error a page met in one of an app's versions (its field report, decision 080); an unknown version is not counted. */
  async recordError(app: string, version: string, at = new Date()): Promise<void> {
    assertApp(app);
    if (version !== BASE && !(await findRelease(this.db, app, version))) return;
    await addViews(this.db, [{ app, version, minuto: minuteOf(at), documentos: 0, fragmentos_fallidos: 0, errores: 1 }]);
  }

  /** Rolls back every canary clearly worse than its stable version (see canary-watch.ts); answers the apps rolled back. */
  async watchCanaries(now = new Date()): Promise<string[]> {
    const rolled: string[] = [];
    for (const channel of await allChannels(this.db)) {
      if (!channel.canario || !channel.canario_desde) continue;
      const counts = await viewsSince(this.db, minuteOf(channel.canario_desde), channel.app);
      const health = (version: string) => {
        const c = counts.find((r) => r.version === version);
        return { documents: c?.documentos ?? 0, failures: (c?.errores ?? 0) + (c?.fragmentosFallidos ?? 0) };
      };
      const reason = canaryVerdict(health(channel.canario), health(channel.estable ?? BASE), this.opts.policy ?? DEFAULT_CANARY_POLICY);
      if (!reason) continue;
      const done = await this.rollback(channel.app, { actor: 'vigilancia del canario', reason, automatic: true, onlyCanary: channel.canario });
      if (done.cambio) rolled.push(channel.app);
    }
    await dropViewsBefore(this.db, new Date(now.getTime() - VIEWS_KEPT_MS));
    return rolled;
  }

  /** Marks the versions retention lets go and answers them: the release tool removes their files. */
  async prune(app: string, now = new Date()): Promise<string[]> {
    assertApp(app);
    const channel = (await allChannels(this.db)).find((c) => c.app === app);
    const live = new Set([channel?.estable, channel?.canario].filter((v): v is string => Boolean(v)));
    const releases = await releasesOf(this.db, app);
    const gone = prunable(
      releases.map((r) => ({ version: r.version, createdAt: new Date(r.created_at), liveUntil: r.vigente_hasta ? new Date(r.vigente_hasta) : null, removed: r.eliminada_at !== null })),
      live,
      now,
      this.opts.keep,
    );
    await markRemoved(this.db, app, gone, now);
    return gone;
  }

  /** Everything the operator's page shows: per app, its channel, versions, shares of the last day, canary health, history. */
  async overview(now = new Date()) {
    const channels = await allChannels(this.db);
    const views = await viewsSince(this.db, new Date(now.getTime() - DAY_MS));
    return Promise.all(
      RELEASE_APPS.map(async (app) => {
        const channel = channels.find((c) => c.app === app);
        const canarySince = channel?.canario_desde ? await viewsSince(this.db, minuteOf(new Date(channel.canario_desde)), app) : [];
        const health = (version: string | null | undefined) => {
          const c = canarySince.find((r) => r.version === (version ?? BASE));
          return { documentos: c?.documentos ?? 0, fallas: (c?.errores ?? 0) + (c?.fragmentosFallidos ?? 0) };
        };
        const mine = views.filter((v) => v.app === app);
        const total = mine.reduce((sum, v) => sum + v.documentos, 0);
        return {
          app,
          estable: channel?.estable ?? null,
          canario: channel?.canario ?? null,
          porcentaje: channel?.canario ? channel.porcentaje : 0,
          salud: channel?.canario ? { canario: health(channel.canario), estable: health(channel.estable) } : null,
          versiones: (await releasesOf(this.db, app)).map((r) => ({
            version: r.version,
            publicada: new Date(r.created_at).toISOString(),
            por: r.publicada_por,
            retirada: r.eliminada_at !== null,
          })),
          vistas: mine
            .map((v) => ({ version: v.version === BASE ? null : v.version, documentos: v.documentos, errores: v.errores + v.fragmentosFallidos, parte: total ? v.documentos / total : 0 }))
            .sort((a, b) => b.documentos - a.documentos),
          historial: (await historyOf(this.db, app, 20)).map((h) => ({
            accion: h.accion,
            version: h.version,
            anterior: h.anterior,
            porcentaje: h.porcentaje,
            actor: h.actor,
            motivo: h.motivo,
            fecha: new Date(h.created_at).toISOString(),
          })),
        };
      }),
    );
  }
}
export type ReleaseOverview = Awaited<ReturnType<ReleaseService['overview']>>;
