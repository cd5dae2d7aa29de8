/** What the canary's watch compares: documents served with a version, and the failures they met. */
export interface VersionHealth {
  documents: number;
  /** Client errors reported by the remote's error boundary, plus first screens that failed on the server. */
  failures: number;
}

export interface CanaryPolicy {
  /** Documents the canary must have served before it is judged. */
  minViews: number;
  /** By how much (a share, 0.05 = five points) the canary's failure rate must exceed the stable's. */
  margin: number;
  /** And how many times the stable's rate it must be at least. */
  factor: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { minViews: 50, margin: 0.05, factor: 2 };

const percent = (value: number) => `${(value * 100).toFixed(1).replace('.', ',')} %`;
const rate = (h: VersionHealth) => (h.documents > 0 ? h.failures / h.documents : 0);

/**
 * Whether a canary is clearly worse than the stable version (decision 082, automatic rollback): after `minViews`
 * documents, its failure rate is both `margin` above the stable's and `factor` times it. Answers the reason, in
 * Spanish, for the history, or null while the canary stands.
 */
export function canaryVerdict(canary: VersionHealth, stable: VersionHealth, policy: CanaryPolicy = DEFAULT_CANARY_POLICY): string | null {
  if (canary.documents < policy.minViews) return null;
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  if (canaryRate - stableRate < policy.margin || canaryRate < stableRate * policy.factor) return null;
  return (
    `Revertido automáticamente: el canario tuvo ${canary.failures} fallas en ${canary.documents} páginas (${percent(canaryRate)}) ` +
    `y la estable ${stable.failures} en ${stable.documents} (${percent(stableRate)}).`
  );
}
