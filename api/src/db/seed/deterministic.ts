/**
 * Deterministic pseudo-random numbers for generated seed values: the same key always gives the same value,
 * so seeding is reproducible and idempotent (no Math.random).
 */
export function unit(key: number, salt: number): number {
  let h = (Math.imul(key ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x27d4eb2f, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 0x1_0000_0000;
}

export function pickFrom<T>(list: readonly T[], key: number, salt: number): T {
  return list[Math.floor(unit(key, salt) * list.length)]!;
}

/** Integer in [min, max]. */
export function between(min: number, max: number, key: number, salt: number): number {
  return min + Math.floor(unit(key, salt) * (max - min + 1));
}
