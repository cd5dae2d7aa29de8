import { describe, expect, it } from 'vitest';
import { isKnownPath } from './host-server';

describe('isKnownPath', () => {
  it('knows the route table and only existing blog posts', () => {
    expect(isKnownPath('/nosotros')).toBe(true);
    expect(isKnownPath('/blog/1')).toBe(true);
    expect(isKnownPath('/blog/999')).toBe(false);
    expect(isKnownPath('/no-existe/en/la/tienda')).toBe(false);
  });
});
