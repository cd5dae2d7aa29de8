import type { VitalName } from '@botica/shared-contracts/field/payloads';

/**
 * Fixed histogram buckets per vital (upper bounds, inclusive), with one more bucket above the last bound. The bounds
 * place the web's "good" and "poor" thresholds (LCP 2500/4000 ms, INP 200/500 ms, CLS 0.1/0.25, TTFB 800/1800 ms) on
 * a bucket's edge, so "p75 under the good threshold" is read without error; inside a bucket the p75 is interpolated.
 * Fixed buckets add up across minutes, replicas and versions by plain addition, which a list of samples does not.
 */
const MS_BOUNDS = [25, 50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000];
const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5];

export const BOUNDS: Record<VitalName, readonly number[]> = { LCP: MS_BOUNDS, INP: MS_BOUNDS, TTFB: MS_BOUNDS, CLS: CLS_BOUNDS };

/** The bucket a value falls in (0 … bounds.length, the last one above every bound). */
export function bucketOf(vital: VitalName, value: number): number {
  const bounds = BOUNDS[vital];
  const at = bounds.findIndex((bound) => value <= bound);
  return at === -1 ? bounds.length : at;
}

/** An empty histogram of a vital. */
export const emptyBuckets = (vital: VitalName): number[] => new Array<number>(BOUNDS[vital].length + 1).fill(0);

/**
 * The value under which `quantile` of the samples fall (0.75 for the p75), interpolated linearly inside its bucket;
 * null without samples. A quantile that falls above the last bound is answered as that bound (the true value is
 * larger, and the page says so).
 */
export function quantileOf(vital: VitalName, buckets: readonly number[], quantile = 0.75): number | null {
  const bounds = BOUNDS[vital];
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const target = quantile * total;
  let below = 0;
  for (let i = 0; i < buckets.length; i++) {
    const count = buckets[i] ?? 0;
    if (count > 0 && below + count >= target) {
      if (i >= bounds.length) return bounds[bounds.length - 1]!;
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      const upper = bounds[i]!;
      return lower + ((upper - lower) * (target - below)) / count;
    }
    below += count;
  }
  return bounds[bounds.length - 1]!;
}

/** Adds histograms of the same vital, bucket by bucket. */
export function addBuckets(into: number[], more: readonly number[]): number[] {
  for (let i = 0; i < more.length; i++) into[i] = (into[i] ?? 0) + (more[i] ?? 0);
  return into;
}
