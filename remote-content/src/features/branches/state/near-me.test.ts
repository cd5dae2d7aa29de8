import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, distanceKm } from './near-me';

describe('distance', () => {
  it('measures Asunción to Encarnación as about 280 km', () => {
    const km = distanceKm(DEFAULT_CITY, { lat: -27.3306, lng: -55.8667 });
    expect(km).toBeGreaterThan(270);
    expect(km).toBeLessThan(295);
  });
});
