// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractContract } from './contract-extract';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const contracts = path.join(top, 'shared-contracts', 'src');

/**
 * A small app on the real shared contracts: what its code does with the bus and the exposed modules is what its
 * contract says, nothing declared by hand.
 */
function fixtureApp(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-contract-'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        jsx: 'react-jsx',
        skipLibCheck: true,
        noEmit: true,
        baseUrl: '.',
        typeRoots: [path.join(top, 'node_modules', '@types')],
        paths: { '@botica/shared-contracts/*': [`${contracts}/*`], react: [path.join(top, 'node_modules', '@types', 'react')] },
      },
      include: ['src'],
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const cartService = (answersAdd: boolean) => `
import { commandsOf, publisher } from '@botica/shared-contracts/events/bus';
const commands = commandsOf('checkout');
const checkout = publisher('checkout');
export function startCartService() {
  ${answersAdd ? "commands.handle('checkout:add-to-cart', () => ({ ok: false, message: 'no' }));" : ''}
  commands.handle('checkout:cart-summary', () => ({ cantidad: 0, total: 0, items: [], oncologico: false } as never));
  checkout.publish('checkout:cart-updated', { oncologico: false } as never);
  return () => undefined;
}`;

describe('the contract read from the sources', () => {
  it("says which commands a build answers: a checkout without the add to cart's handler does not answer it", () => {
    const withAdd = extractContract({
      app: 'checkout',
      appDir: fixtureApp({ 'src/exposes/cart-service.ts': cartService(true) }),
      exposed: ['cart-service'],
      shared: [],
      fragmentProtocol: 1,
    });
    expect(Object.keys(withAdd.answers)).toEqual(['checkout:add-to-cart', 'checkout:cart-summary']);
    expect(Object.keys(withAdd.publishes)).toEqual(['checkout:cart-updated']);
    expect(withAdd.exposes['cart-service']?.startCartService).toMatchObject({ kind: 'function', params: [] });
    const without = extractContract({
      app: 'checkout',
      appDir: fixtureApp({ 'src/exposes/cart-service.ts': cartService(false) }),
      exposed: ['cart-service'],
      shared: [],
      fragmentProtocol: 1,
    });
    expect(Object.keys(without.answers)).toEqual(['checkout:cart-summary']);
  }, 60_000);

  it('reads the commands sent and events heard from other apps, with the payloads as the contracts type them', () => {
    const contract = extractContract({
      app: 'catalog',
      appDir: fixtureApp({
        'src/add.ts': `
import { request, subscribe } from '@botica/shared-contracts/events/bus';
export const add = () => request('checkout:add-to-cart', { item: {} as never });
export const hear = () => subscribe('checkout:cart-updated', () => undefined);
export const own = () => request('catalog:nothing' as never, {} as never);`,
      }),
      exposed: [],
      shared: [],
      fragmentProtocol: 1,
    });
    expect(Object.keys(contract.sends)).toEqual(['checkout:add-to-cart']);
    expect(Object.keys(contract.listens)).toEqual(['checkout:cart-updated']);
    const payload = contract.sends['checkout:add-to-cart']!.payload;
    expect(payload.kind === 'object' && Object.keys(payload.fields)).toEqual(['item', 'oncologico']);
    expect(payload.kind === 'object' && payload.fields.oncologico).toEqual({ type: { kind: 'boolean' }, optional: true });
  }, 60_000);

  it("reads the real checkout: the commands it answers, the event it publishes, its mini-cart's props", async () => {
    // what checkout exposes, from its own configuration (its build may be under way in another lane of the suite)
    const { EXPOSES } = (await import(pathToFileURL(path.join(top, 'remote-checkout', 'exposes.mjs')).href)) as { EXPOSES: Record<string, string> };
    const contract = extractContract({ app: 'checkout', appDir: path.join(top, 'remote-checkout'), exposed: Object.keys(EXPOSES).map((name) => name.slice(2)), shared: [], fragmentProtocol: 1 });
    expect(Object.keys(contract.answers)).toEqual(expect.arrayContaining(['checkout:add-to-cart', 'checkout:cart-summary', 'checkout:coupon', 'checkout:delivery-place']));
    expect(Object.keys(contract.publishes)).toContain('checkout:cart-updated');
    const miniCart = contract.exposes['mini-cart']?.MiniCart;
    expect(miniCart?.kind).toBe('function');
    const props = miniCart?.kind === 'function' ? miniCart.params[0]?.type : undefined;
    expect(props?.kind === 'object' && props.fields.onNavigate?.optional).toBe(true);
    expect(contract.pages).toContain('cart');
    // the gift card's step 3 draws the account's login form with the href of the forgotten password
    expect(contract.uses).toContainEqual(expect.objectContaining({ remote: 'account', module: 'login-form', passes: { LoginForm: expect.objectContaining({ kind: 'object' }) } }));
  }, 60_000);
});
