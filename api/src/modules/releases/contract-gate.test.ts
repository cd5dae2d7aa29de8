import { describe, expect, it } from 'vitest';
import type { ReleaseApp } from '@botica/shared-contracts/releases/entities';
import { checkoutCartUpdatedWithTextTotal, checkoutMiniCartWithoutOnNavigate, checkoutWithoutAddToCart, contracts } from '../../../test/release-fixtures.js';
import { gateProblems, type LiveBuild } from './contract-gate.js';

const base = (app: ReleaseApp): LiveBuild => ({ app, version: null, contract: contracts[app] });
const live = (['host', 'catalog', 'checkout', 'account', 'content'] as const).map(base);
const checkout = (contract = contracts.checkout): LiveBuild => ({ app: 'checkout', version: '20261130.120000-abc1234', contract });

describe('the contract gate', () => {
  it('lets through a release that keeps every expectation of the live builds', () => {
    expect(gateProblems(checkout(), live)).toEqual([]);
  });

  it('refuses a checkout that no longer answers the command the catalogue sends, naming both and the command', () => {
    expect(gateProblems(checkout(checkoutWithoutAddToCart()), live)).toEqual([
      'catalog (compilación base) envía el comando «checkout:add-to-cart», que checkout (20261130.120000-abc1234) no responde.',
    ]);
  });

  it('refuses an exposed component that drops a prop a consumer passes, naming the consumer, module and prop', () => {
    expect(gateProblems(checkout(checkoutMiniCartWithoutOnNavigate()), live)).toContain(
      'host (compilación base) pasa la prop «onNavigate» a «mini-cart».MiniCart de checkout (20261130.120000-abc1234), que ya no la recibe.',
    );
  });

  it('refuses an event whose detail changed the type of a field listeners read', () => {
    const problems = gateProblems(checkout(checkoutCartUpdatedWithTextTotal()), live);
    expect(problems).toContain(
      'checkout (20261130.120000-abc1234) publica «checkout:cart-updated» con otra forma de la que host (compilación base) espera: «total» se espera number, llega string.',
    );
    expect(problems.some((p) => p.startsWith('checkout (20261130.120000-abc1234) publica «checkout:cart-updated» con otra forma de la que catalog'))).toBe(true);
  });

  it('refuses a remote whose pages lose one the host mounts, or that speaks another fragment protocol', () => {
    const problems = gateProblems(checkout({ ...contracts.checkout, pages: [], fragmentProtocol: 2 }), live);
    expect(problems).toContain('host (compilación base) monta la página «cart» de checkout (20261130.120000-abc1234), que no la tiene en «pages».');
    expect(problems).toContain('host (compilación base) lee las primeras pantallas con el protocolo de fragmentos 1 y checkout (20261130.120000-abc1234) responde con el 2.');
  });

  it('refuses a remote whose shared React range the host\'s copy does not satisfy, and a host that breaks a remote', () => {
    const react20 = { ...contracts.checkout, shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] };
    expect(gateProblems(checkout(react20), live)).toContain(
      'checkout (20261130.120000-abc1234) pide el módulo compartido «react» ^20.0.0 y host (compilación base) da la 19.2.0.',
    );
    const host = { app: 'host' as const, version: '20261130.130000-def5678', contract: { ...contracts.host, listens: { ...contracts.host.listens, 'catalog:favourites-changed': { kind: 'object' as const, fields: {} } } } };
    expect(gateProblems(host, live)).toEqual(['host (20261130.130000-def5678) escucha el evento «catalog:favourites-changed», que catalog (compilación base) no publica.']);
  });

  it('compares with every live build of the others: a canary counts as much as the stable', () => {
    const canaryCatalog: LiveBuild = { app: 'catalog', version: '20261130.110000-aaa1111', contract: { ...contracts.catalog, sends: { ...contracts.catalog.sends, 'checkout:coupon': { payload: { kind: 'object', fields: {} }, reply: { kind: 'object', fields: {} } } } } };
    expect(gateProblems(checkout(), [...live, canaryCatalog])).toEqual([
      'catalog (20261130.110000-aaa1111) envía el comando «checkout:coupon», que checkout (20261130.120000-abc1234) no responde.',
    ]);
  });
});
