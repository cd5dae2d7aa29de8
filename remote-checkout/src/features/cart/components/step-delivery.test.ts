import { describe, expect, it } from 'vitest';
import { addressLabel } from './step-delivery';

describe('the address list', () => {
  it("cuts an address's label to 20 characters and keeps the street whole", () => {
    expect(addressLabel({ nombre: 'Casa de mis abuelos en San Lorenzo', calle: 'Avda. Mariscal López', numero: '3045' })).toBe(
      'Casa de mis abuelos ... — Avda. Mariscal López 3045',
    );
    expect(addressLabel({ nombre: 'Casa', calle: 'España', numero: null })).toBe('Casa — España');
  });
});
