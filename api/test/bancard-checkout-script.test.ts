import { BANCARD_CHECKOUT, BANCARD_CHECKOUT_SOURCE } from '@botica/shared-contracts/payments/bancard-checkout';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_SCRIPT } from '../src/modules/payments/providers/bancard/bancard.protocol.js';
import { SANDBOX_CHECKOUT_SCRIPT, sandboxFrame } from '../src/modules/payments/providers/sandbox.provider.js';
import { SANDBOX_CHECKOUT_JS } from '../src/modules/payments/sandbox/checkout-script.js';
import { CHECKOUT_SCRIPT_PATH, STAND_IN_CHECKOUT_JS } from './support/bancard-stand-in.js';
import { loadCheckoutScript } from './support/checkout-script-dom.js';

/**
 * The checkout scripts the shop's pages meet besides Bancard's own, the sandbox's (served by the API) and the tests'
 * stand-in's, define exactly what Bancard's published script defines (the list recorded from
 * Bancard/bancard-connectors, `@botica/shared-contracts/payments/bancard-checkout`): the same global, the same forms
 * with the same method each, the same frame paths and parameter, `destroy`, and nothing else. A page calling a name
 * the published script lacks (`Bancard.Cardsnew`) fails here rather than in a cardholder's browser (decision 061).
 */
const SHOP = 'http://tienda.test';
const STAND_IN = 'http://127.0.0.1:8888';
const published = Object.entries(BANCARD_CHECKOUT.forms);

const scripts = [
  // the sandbox answers as Bancard does under /sandbox/bancard: its frames are the published paths under it
  { name: 'the sandbox’s', js: SANDBOX_CHECKOUT_JS, src: `${SHOP}${SANDBOX_CHECKOUT_SCRIPT}`, base: `${SHOP}/sandbox/bancard` },
  { name: 'the stand-in’s', js: STAND_IN_CHECKOUT_JS, src: `${STAND_IN}${CHECKOUT_SCRIPT_PATH}`, base: STAND_IN },
];

describe('the recorded list of Bancard’s published checkout script', () => {
  it('says where it was read: repository, commit, files and their SHA-256', () => {
    expect(BANCARD_CHECKOUT_SOURCE).toMatchObject({ repository: 'Bancard/bancard-connectors', license: 'MIT', script: { path: 'vpos/checkout/javascript/src/bancard-checkout.js' } });
    expect(BANCARD_CHECKOUT_SOURCE.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(BANCARD_CHECKOUT_SOURCE.script.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(BANCARD_CHECKOUT_SOURCE.entry.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the script is fetched where vPOS serves it, by the shop and in the sandbox and the stand-in', () => {
    expect(CHECKOUT_SCRIPT).toBe(BANCARD_CHECKOUT_SOURCE.served);
    expect(CHECKOUT_SCRIPT_PATH).toBe(BANCARD_CHECKOUT_SOURCE.served);
    expect(SANDBOX_CHECKOUT_SCRIPT).toBe(`/sandbox/bancard${BANCARD_CHECKOUT_SOURCE.served}`);
  });
});

describe.each(scripts)('$name checkout script', ({ js, src, base }) => {
  const page = () => loadCheckoutScript(js, src, `${SHOP}/procesar-pago`);

  it('defines the published global with exactly the published forms and methods, nothing else', () => {
    const p = page();
    expect(p.global).toBeTypeOf('object');
    expect(p.names()).toEqual([...Object.keys(BANCARD_CHECKOUT.forms), ...BANCARD_CHECKOUT.methods].sort());
    for (const [form, { method }] of published) {
      const value = p.global![form] as Record<string, unknown>;
      expect(Object.keys(value), form).toEqual([method]);
      expect(value[method], form).toBeTypeOf('function');
    }
    expect(p.global!.destroy).toBeTypeOf('function');
  });

  it.each(published)('%s mounts its frame at the published path with the published parameter', (form, { method, path, param }) => {
    const p = page();
    (p.global![form] as Record<string, (...a: unknown[]) => void>)[method]!('frame-box', 'Ab3-x_9', { responseHandler: () => undefined });
    const frames = p.container.children.filter((c) => c.tagName === 'IFRAME');
    expect(frames).toHaveLength(1);
    const address = new URL(frames[0]!.src);
    expect(address.origin + address.pathname).toBe(`${base}${path}`);
    expect([...address.searchParams]).toEqual([[param, 'Ab3-x_9']]);
  });

  it('hands the frame’s messages from its own origin to responseHandler, sizes the frame, ignores other origins; destroy empties the container', () => {
    const p = page();
    const got: unknown[] = [];
    (p.global!.Checkout as { createForm: (...a: unknown[]) => void }).createForm('frame-box', 'P1', { responseHandler: (d: unknown) => got.push(d) });
    const frame = p.container.children[0]!;
    const origin = new URL(base).origin;
    p.post({ message: 'payment_success', details: null }, 'http://otro.test', frame.contentWindow);
    expect(got).toEqual([]);
    p.post({ iframeHeight: 530 }, origin, frame.contentWindow);
    expect(frame.style.minHeight).toBe('530px');
    p.post({ message: 'payment_success', details: null }, origin, frame.contentWindow);
    expect(got).toEqual([{ message: 'payment_success', details: null }]);
    (p.global!.destroy as () => void)();
    expect(p.container.children).toHaveLength(0);
  });

  it('refuses a missing container or an empty process id, as the published script does', () => {
    const p = page();
    const checkout = p.global!.Checkout as { createForm: (...a: unknown[]) => void };
    expect(() => checkout.createForm('no-such-box', 'P1')).toThrow('Div with id: no-such-box could not be found.');
    expect(() => checkout.createForm('frame-box', '')).toThrow('Process id must be a non empty string.');
  });
});

describe('the sandbox draws first the frame its script mounts', () => {
  it.each(['Checkout', 'Cards', 'Zimple', 'Charge3DS'] as const)('%s: the address the API answers is the one the script mounts, so the script keeps it', (form) => {
    const p = loadCheckoutScript(SANDBOX_CHECKOUT_JS, `${SHOP}${SANDBOX_CHECKOUT_SCRIPT}`, `${SHOP}/procesar-pago`);
    (p.global![form] as { createForm: (...a: unknown[]) => void }).createForm('frame-box', 'Ab3-x_9');
    expect(p.container.children[0]!.src).toBe(`${SHOP}${sandboxFrame(form, 'Ab3-x_9')}`);
  });
});
