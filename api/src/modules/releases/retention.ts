/** How long a version stays served after shoppers stopped getting it: a tab opened before may still load its chunks. */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface KeptRelease {
  version: string;
  createdAt: Date;
  /** When it last stopped being stable or canary; null if it never was (or is now). */
  liveUntil: Date | null;
  /** Its files are already gone. */
  removed: boolean;
}

/**
 * The versions of one app whose files may go (retention, decision 082): every version is kept while it is stable or
 * canary, for LIVE_WINDOW_MS after it stopped being either, and the `keep` newest ones whatever they were. The base
 * build is not a version and is never listed.
 */
export function prunable(releases: KeptRelease[], live: ReadonlySet<string>, now: Date, keep: number): string[] {
  const newest = new Set(
    [...releases]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, keep)
      .map((r) => r.version),
  );
  return releases
    .filter((r) => !r.removed && !live.has(r.version) && !newest.has(r.version))
    .filter((r) => r.liveUntil === null || now.getTime() - r.liveUntil.getTime() >= LIVE_WINDOW_MS)
    .map((r) => r.version)
    .sort();
}
