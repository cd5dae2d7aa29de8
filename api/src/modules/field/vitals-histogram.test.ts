import { describe, expect, it } from 'vitest';
import { addBuckets, BOUNDS, bucketOf, emptyBuckets, quantileOf } from './vitals-histogram';

const histogramOf = (vital: 'LCP' | 'CLS', values: number[]) => values.reduce((h, value) => ((h[bucketOf(vital, value)]! += 1), h), emptyBuckets(vital));

describe('vitals histogram', () => {
  it('puts a value on a bound in the bucket that bound closes, and one above every bound in the last', () => {
    expect(bucketOf('LCP', 2500)).toBe(BOUNDS.LCP.indexOf(2500));
    expect(bucketOf('LCP', 2500.1)).toBe(BOUNDS.LCP.indexOf(2500) + 1);
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 90_000)).toBe(BOUNDS.LCP.length);
    expect(bucketOf('CLS', 0.1)).toBe(BOUNDS.CLS.indexOf(0.1));
  });

  it('answers the p75 inside the bucket it falls in, interpolated', () => {
    // 4 samples: three at or below 2000 ms and one of 3000 ms; the 3rd of 4 (75 %) falls in (1800, 2000]
    const h = histogramOf('LCP', [1000, 1900, 1950, 3000]);
    const p75 = quantileOf('LCP', h)!;
    expect(p75).toBeGreaterThan(1800);
    expect(p75).toBeLessThanOrEqual(2000);
    // a hundred pages all good, whatever their spread: the p75 is under the good threshold
    const good = histogramOf('LCP', Array.from({ length: 100 }, (_, i) => 500 + i * 20));
    expect(quantileOf('LCP', good)).toBeLessThanOrEqual(2500);
    // one slow page in four decides nothing; two in four put the p75 among the slow ones
    expect(quantileOf('LCP', histogramOf('LCP', [800, 900, 950, 9000]))!).toBeLessThanOrEqual(1000);
    expect(quantileOf('LCP', histogramOf('LCP', [800, 900, 9000, 9000]))!).toBeGreaterThan(8000);
  });

  it('has no p75 without samples, and says the last bound for values past it', () => {
    expect(quantileOf('CLS', emptyBuckets('CLS'))).toBeNull();
    expect(quantileOf('CLS', histogramOf('CLS', [7, 8, 9, 10]))).toBe(5);
  });

  it('adds histograms bucket by bucket: minutes and replicas add up to the same p75 as one histogram', () => {
    const a = [1000, 1200, 4000];
    const b = [900, 2600, 2700, 5000];
    const sum = addBuckets(histogramOf('LCP', a), histogramOf('LCP', b));
    expect(sum).toEqual(histogramOf('LCP', [...a, ...b]));
    expect(quantileOf('LCP', sum)).toBe(quantileOf('LCP', histogramOf('LCP', [...a, ...b])));
  });
});
