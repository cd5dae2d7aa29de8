import { describe, expect, it } from 'vitest';
import { clampPage, nextPage, previousPage } from './magazine-nav';

describe('magazine navigation', () => {
  it('stays within the first and last page', () => {
    expect(previousPage(1, 6)).toBe(1);
    expect(nextPage(6, 6)).toBe(6);
    expect(nextPage(2, 6)).toBe(3);
    expect(clampPage(9, 6)).toBe(6);
    expect(clampPage(0, 0)).toBe(1);
  });
});
