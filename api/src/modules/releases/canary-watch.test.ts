import { describe, expect, it } from 'vitest';
import { canaryVerdict } from './canary-watch.js';

const policy = { minViews: 50, margin: 0.05, factor: 2 };

describe('the canary watch', () => {
  it('waits for the set number of page views before judging', () => {
    expect(canaryVerdict({ documents: 49, failures: 49 }, { documents: 500, failures: 0 }, policy)).toBeNull();
  });

  it('rolls back a canary clearly worse than stable, and says why with the numbers', () => {
    expect(canaryVerdict({ documents: 60, failures: 12 }, { documents: 240, failures: 1 }, policy)).toBe(
      'Revertido automáticamente: el canario tuvo 12 fallas en 60 páginas (20,0 %) y la estable 1 en 240 (0,4 %).',
    );
  });

  it('keeps a canary that fails as often as stable, or only a little more', () => {
    expect(canaryVerdict({ documents: 100, failures: 10 }, { documents: 100, failures: 8 }, policy)).toBeNull();
    expect(canaryVerdict({ documents: 100, failures: 4 }, { documents: 1000, failures: 0 }, policy)).toBeNull();
  });
});
