import type { ReleaseApp, ReleaseContract, ReleaseFile, TypeShape } from '@botica/shared-contracts/releases/entities';

/**
 * Contracts shaped like the shop's own (what `npm run release` reads from the sources), small enough to read: the
 * host mounts checkout's cart page and draws its mini-cart; catalog sends `checkout:add-to-cart`; checkout answers it
 * and publishes `checkout:cart-updated`, which the host listens to.
 */
const str: TypeShape = { kind: 'string' };
const num: TypeShape = { kind: 'number' };
const bool: TypeShape = { kind: 'boolean' };
const obj = (fields: Record<string, TypeShape>, optional: string[] = []): TypeShape => ({
  kind: 'object',
  fields: Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type, optional: optional.includes(name) }])),
});
const fn = (params: TypeShape[], returns: TypeShape = { kind: 'void' }): TypeShape => ({
  kind: 'function',
  params: params.map((type, i) => ({ name: `p${i}`, type, optional: false })),
  returns,
});
const node: TypeShape = { kind: 'library', name: 'ReactNode' };

export const cartItem = obj({ codigo: num, cantidad: num, precio: num });
const summary = obj({ cantidad: num, total: num, oncologico: bool });
const addToCart = { payload: obj({ item: cartItem, oncologico: bool }, ['oncologico']), reply: obj({ ok: bool }) };

const empty: ReleaseContract = {
  fragmentProtocol: 1,
  exposes: {},
  pages: [],
  routes: {},
  answers: {},
  publishes: {},
  sends: {},
  listens: {},
  uses: [],
  shared: [],
};

const react = (version: string, range: string) => [
  { name: 'react', version, requiredVersion: range },
  { name: 'react-dom', version, requiredVersion: range },
];

export const contracts: Record<ReleaseApp, ReleaseContract> = {
  host: {
    ...empty,
    routes: { checkout: ['cart'], catalog: ['home'], account: ['login'], content: ['about'] },
    answers: { 'host:logout': { payload: obj({}), reply: obj({ ok: { kind: 'literal', value: true } }) } },
    listens: { 'checkout:cart-updated': summary },
    uses: [
      {
        remote: 'checkout',
        module: 'mini-cart',
        exports: { MiniCart: fn([obj({ onNavigate: fn([]) }, ['onNavigate'])], node) },
        passes: { MiniCart: obj({ onNavigate: fn([]) }) },
      },
      { remote: 'checkout', module: 'pages', exports: null, passes: {} },
    ],
    shared: react('19.2.0', '^19.0.0'),
  },
  catalog: {
    ...empty,
    exposes: { pages: { pages: obj({ home: fn([]) }) } },
    pages: ['home'],
    sends: { 'checkout:add-to-cart': addToCart },
    listens: { 'checkout:cart-updated': summary },
    shared: react('19.2.0', '^19.0.0'),
  },
  checkout: {
    ...empty,
    exposes: {
      pages: { pages: obj({ cart: fn([]) }) },
      'mini-cart': { MiniCart: fn([obj({ onNavigate: fn([]) }, ['onNavigate'])], node) },
    },
    pages: ['cart'],
    answers: { 'checkout:add-to-cart': addToCart },
    publishes: { 'checkout:cart-updated': summary },
    sends: { 'host:logout': { payload: obj({}), reply: obj({ ok: { kind: 'literal', value: true } }) } },
    shared: react('19.2.0', '^19.0.0'),
  },
  account: { ...empty, exposes: { pages: { pages: obj({ login: fn([]) }) } }, pages: ['login'], shared: react('19.2.0', '^19.0.0') },
  content: { ...empty, exposes: { pages: { pages: obj({ about: fn([]) }) } }, pages: ['about'], shared: react('19.2.0', '^19.0.0') },
};

/** A checkout that no longer answers the add to cart the catalogue sends. */
export function checkoutWithoutAddToCart(): ReleaseContract {
  const { 'checkout:add-to-cart': _gone, ...answers } = contracts.checkout.answers;
  return { ...contracts.checkout, answers };
}

/** A checkout whose mini-cart dropped the prop the host passes. */
export function checkoutMiniCartWithoutOnNavigate(): ReleaseContract {
  return { ...contracts.checkout, exposes: { ...contracts.checkout.exposes, 'mini-cart': { MiniCart: fn([obj({})], node) } } };
}

/** A checkout that changed the field types of what it publishes. */
export function checkoutCartUpdatedWithTextTotal(): ReleaseContract {
  return { ...contracts.checkout, publishes: { 'checkout:cart-updated': obj({ cantidad: num, total: str, oncologico: bool }) } };
}

let sequence = 0;
/** A release.json of `app` with a fresh version name. */
export function releaseFile(app: ReleaseApp, contract: ReleaseContract = contracts[app]): ReleaseFile {
  sequence += 1;
  const seconds = String(sequence).padStart(6, '0');
  return { app, version: `20261130.${seconds}-abc${String(sequence).padStart(4, '0')}`, builtAt: new Date().toISOString(), commit: 'abc1234', contract };
}
