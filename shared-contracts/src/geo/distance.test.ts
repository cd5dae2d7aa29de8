import { describe, expect, it } from 'vitest';
import { branchPoint, deliveryZone, distanceKm, nearestBranch, roundKm } from './distance';

const ASUNCION = { lat: -25.2637, lng: -57.5759 };

describe('distanceKm', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceKm(ASUNCION, ASUNCION)).toBe(0);
    const encarnacion = { lat: -27.3306, lng: -55.8667 };
    expect(distanceKm(ASUNCION, encarnacion)).toBeCloseTo(distanceKm(encarnacion, ASUNCION), 9);
  });

  it('measures a tenth of a degree of latitude as about 11.1 km', () => {
    expect(roundKm(distanceKm(ASUNCION, { lat: -25.3637, lng: -57.5759 }))).toBe(11.12);
  });

  it('measures Asunción to Encarnación as about 280 km', () => {
    const km = distanceKm(ASUNCION, { lat: -27.3306, lng: -55.8667 });
    expect(km).toBeGreaterThan(270);
    expect(km).toBeLessThan(295);
  });

  it('stays a number for opposite points of the earth', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('rounds to two decimals, halves up', () => {
    expect(roundKm(1.234)).toBe(1.23);
    expect(roundKm(1.235)).toBe(1.24);
    expect(roundKm(0.004)).toBe(0);
    expect(branchPoint({ latitud: -25.3, longitud: -57.6 })).toEqual({ lat: -25.3, lng: -57.6 });
  });
});

describe('deliveryZone', () => {
  const branch = (codigo: number, lat: number, delivery = true) => ({ codigo, latitud: lat, longitud: -57.5759, delivery });

  it('is the nearest branch that delivers, with its distance', () => {
    const branches = [branch(1, -25.2637, false), branch(2, -25.3637), branch(3, -25.4637)];
    const zone = deliveryZone(ASUNCION, branches);
    expect(zone?.branch.codigo).toBe(2);
    expect(roundKm(zone!.km)).toBe(11.12);
    expect(nearestBranch(ASUNCION, branches)?.branch.codigo).toBe(1);
  });

  it('gives a tie to the lower code, whatever the order', () => {
    expect(deliveryZone(ASUNCION, [branch(9, -25.3637), branch(4, -25.3637)])?.branch.codigo).toBe(4);
  });

  it('is none when no branch delivers', () => {
    expect(deliveryZone(ASUNCION, [branch(1, -25.2637, false)])).toBeNull();
    expect(deliveryZone(ASUNCION, [])).toBeNull();
  });
});
