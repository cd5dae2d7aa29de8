import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target';
import { loginHref } from '../components/account-link';

describe('returnTarget', () => {
  it('follows the redirect parameter, then the guard state, else /mi-cuenta', () => {
    expect(returnTarget('?redirect=%2Fcarrito', null)).toBe('/carrito');
    expect(returnTarget('', { from: '/favoritos' })).toBe('/favoritos');
    expect(returnTarget('', null)).toBe('/mi-cuenta');
  });

  it('never leaves the site', () => {
    expect(returnTarget('?redirect=https://malo.test', null)).toBe('/mi-cuenta');
    expect(returnTarget('?redirect=//malo.test', null)).toBe('/mi-cuenta');
  });

  it('the header login link carries the current page, except on the access pages themselves', () => {
    expect(loginHref('/producto/1/x', '?a=1')).toBe('/login?redirect=%2Fproducto%2F1%2Fx%3Fa%3D1');
    expect(loginHref('/', '')).toBe('/login?redirect=%2F');
    expect(loginHref('/signup', '')).toBe('/login');
  });
});
