import { describe, expect, it } from 'vitest';
import { isLocalPath } from './local-path';

describe('isLocalPath', () => {
  it("takes the shop's own paths, with their query and fragment", () => {
    for (const path of ['/', '/carrito', '/producto/100001/paracetamol?cantidad=2', '/buscar?s=a%2Fb#r', '/categoria/1/x/']) expect(isLocalPath(path), path).toBe(true);
  });
  it('refuses what the browser would take to another site, and what is not a path', () => {
    for (const value of ['//otro.example/x', '/\\otro.example', '/a\\b', '/\t/otro.example', '/\n/otro.example', 'https://otro.example/', 'javascript:alert(1)', 'carrito', '']) {
      expect(isLocalPath(value), JSON.stringify(value)).toBe(false);
    }
  });
});
