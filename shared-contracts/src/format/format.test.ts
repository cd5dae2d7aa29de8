import { describe, expect, it } from 'vitest';
import { discountedPrice, formatGs, isLongPrice } from './money';
import { slugify, truncate } from './slug';

describe('formatGs', () => {
  it('uses German thousands separators and no decimals', () => {
    expect(formatGs(1234567)).toBe('Gs. 1.234.567');
    expect(formatGs(6000)).toBe('Gs. 6.000');
    expect(formatGs(0)).toBe('Gs. 0');
  });
  it('rounds non-integers', () => {
    expect(formatGs(999.6)).toBe('Gs. 1.000');
  });
  it('flags long prices (7+ characters)', () => {
    expect(isLongPrice(999999)).toBe(true); // 999.999
    expect(isLongPrice(99999)).toBe(false); // 99.999
  });
  it('applies rounded percentage discounts', () => {
    expect(discountedPrice(10000, 15)).toBe(8500);
    expect(discountedPrice(12345, 10)).toBe(11110);
  });
});

describe('slugify', () => {
  it('lowercases, strips accents and hyphenates spaces', () => {
    expect(slugify('Protector Solar FPS 50 Piel Sensible')).toBe('protector-solar-fps-50-piel-sensible');
    expect(slugify('Ibuprofeno Niños Jarabe 100 ml')).toBe('ibuprofeno-ninos-jarabe-100-ml');
    expect(slugify('Cuidado  Bucal & Higiene')).toBe('cuidado-bucal-higiene');
  });
  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
