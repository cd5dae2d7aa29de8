import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import type { ReleaseApp } from '@botica/shared-contracts/releases/entities';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';
import { LiveReleasesResponseSchema } from '@botica/shared-contracts/releases/responses';
import * as v from 'valibot';

/** How often a host server reads the registry: a promotion reaches the next document of every replica within this and a read. */
export const RELEASES_POLL_MS = Number(process.env.RELEASES_POLL_MS ?? 1000);
/** How often a host server reports its documents per version. */
const REPORT_MS = 2000;
/** How long the first read may hold the server's start (then it starts with the base builds and keeps asking). */
const FIRST_READ_MS = 2000;

const BASE = 'base';

/**
 * What the registry says shoppers get (decision 082), as one host server keeps it: read from the API every
 * RELEASES_POLL_MS (one small read, no restart of anything), the last good answer kept while the API does not answer,
 * none (every app's base build) until the first. It also counts the documents served with each app's version and
 * reports them every few seconds, for the operator's shares and the canary's watch.
 */
export class ReleaseRegistry {
  private state: LiveReleases = {};
  private timer: ReturnType<typeof setInterval> | null = null;
  private reporter: ReturnType<typeof setInterval> | null = null;
  private readonly counts = new Map<string, { app: ReleaseApp; version: string; documentos: number; fragmentosFallidos: number }>();
  /** When the state last changed here (what the measurements of a promotion's delay read). */
  changedAt = 0;
  /** Reads that failed in a row (the API down). */
  failures = 0;
  private readonly listeners: ((live: LiveReleases) => void)[] = [];

  constructor(
    private readonly apiUrl: string,
    private readonly pollMs = RELEASES_POLL_MS,
  ) {}

  current(): LiveReleases {
    return this.state;
  }

  /** Called with the new state each time the registry's answer changes (a publish, a canary, a promotion, a rollback). */
  onChange(listener: (live: LiveReleases) => void): void {
    this.listeners.push(listener);
  }

  /** Reads once; answers whether the API answered. */
  async read(): Promise<boolean> {
    try {
      const res = await fetch(`${this.apiUrl}/api/releases/vigentes`, { signal: AbortSignal.timeout(Math.max(this.pollMs, 1000)) });
      if (!res.ok) throw new Error(String(res.status));
      const parsed = v.parse(LiveReleasesResponseSchema, await res.json());
      const next = parsed.result as LiveReleases;
      if (JSON.stringify(next) !== JSON.stringify(this.state)) {
        this.state = next;
        this.changedAt = Date.now();
        for (const listener of this.listeners) listener(next);
      }
      this.failures = 0;
      return true;
    } catch {
      this.failures += 1;
      return false;
    }
  }

  /** The first read (bounded), then one every pollMs and a report every few seconds. */
  async start(): Promise<void> {
    await Promise.race([this.read(), new Promise((resolve) => setTimeout(resolve, FIRST_READ_MS).unref())]);
    let reading = false;
    this.timer = setInterval(() => {
      if (reading) return;
      reading = true;
      void this.read().finally(() => (reading = false));
    }, this.pollMs);
    this.timer.unref();
    this.reporter = setInterval(() => void this.report(), REPORT_MS);
    this.reporter.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.reporter) clearInterval(this.reporter);
    await this.report();
  }

  /** One document served with `version` of `app` (null: its base build); `fragmentFailed` when its first screen failed. */
  count(app: ReleaseApp, version: string | null, fragmentFailed = false): void {
    const key = `${app}@${version ?? BASE}`;
    const entry = this.counts.get(key) ?? { app, version: version ?? BASE, documentos: 0, fragmentosFallidos: 0 };
    entry.documentos += 1;
    if (fragmentFailed) entry.fragmentosFallidos += 1;
    this.counts.set(key, entry);
  }

  /** Sends the counts since the last report; kept for the next one when the API does not take them. */
  async report(): Promise<void> {
    if (!this.counts.size) return;
    const vistas = [...this.counts.values()];
    this.counts.clear();
    try {
      const res = await fetch(`${this.apiUrl}/api/releases/vistas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: APP_AUTHORIZATION },
        body: JSON.stringify({ vistas }),
        signal: AbortSignal.timeout(2000),
      });
      if (!res.ok) throw new Error(String(res.status));
    } catch {
      for (const entry of vistas) {
        const key = `${entry.app}@${entry.version}`;
        const kept = this.counts.get(key);
        if (kept) {
          kept.documentos += entry.documentos;
          kept.fragmentosFallidos += entry.fragmentosFallidos;
        } else this.counts.set(key, entry);
      }
    }
  }
}
