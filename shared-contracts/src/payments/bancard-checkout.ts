import { followUpOf } from './methods';

/**
 * Bancard's published checkout script, as read (decision 061): the one global it defines, each of its forms with
 * the method that mounts it, the path of the frame it mounts (under the vPOS environment's address) and the
 * parameter that frame gets, and its other methods. A record of names with where they were read, not the script:
 * the pages' calls are typed from it, and the tests hold the sandbox's script and the tests' stand-in to exactly it.
 */
export const BANCARD_CHECKOUT_SOURCE = {
  repository: 'Bancard/bancard-connectors',
  commit: 'ef3dcac7b8cf8985f678e109660baf53a7736a6a',
  license: 'MIT',
  /** The class whose getters are the forms, and the frames' paths. */
  script: { path: 'vpos/checkout/javascript/src/bancard-checkout.js', sha256: 'e4aaa516f7a7d3f68bad4b592aac5bd953f4c4ebc1e358e679b78d36709652ac' },
  /** Sets `window.Bancard` to one instance of that class, unless the page already has a `Bancard`. */
  entry: { path: 'vpos/checkout/javascript/src/index.js', sha256: '01ba50cd079d44d95268b6d1420f03f8120578444a7aa1a12e4d9cdcfbe04e6a' },
  /** Where vPOS serves the built script (Especificaciones Técnicas Single Buy v1.22, "Invocar al iframe de pago ocasional"). */
  served: '/checkout/javascript/dist/bancard-checkout-4.0.0.js',
} as const;

export const BANCARD_CHECKOUT = {
  global: 'Bancard',
  forms: {
    Checkout: { method: 'createForm', path: '/checkout/new', param: 'process_id' },
    Cards: { method: 'createForm', path: '/checkout/register_card/new', param: 'process_id' },
    Zimple: { method: 'createForm', path: '/checkout/zimple/new', param: 'process_id' },
    Confirmation: { method: 'loadPinPad', path: '/alias_token/confirmation/new', param: 'alias_token' },
    Preauthorization: { method: 'createForm', path: '/checkout/preauthorization/new', param: 'process_id' },
    Charge3DS: { method: 'createForm', path: '/checkout/charge_3ds/new', param: 'process_id' },
  },
  /** The global's methods besides the forms. */
  methods: ['destroy'],
} as const;

type Forms = typeof BANCARD_CHECKOUT.forms;

/** The forms mounted by a process id (`createForm(divId, processId, options)`). */
export type BancardProcessForm = { [K in keyof Forms]: Forms[K]['method'] extends 'createForm' ? K : never }[keyof Forms];

/**
 * The form a payment of `metodo` opens in: a zimple payment is a single_buy with `zimple: "S"` paid in Zimple's own
 * frame; a saved card's charge asks for 3-D Secure in Charge3DS; the other card methods pay in Checkout.
 */
export function checkoutFormFor(metodo: string): 'Checkout' | 'Zimple' | 'Charge3DS' {
  if (metodo === 'zimple') return 'Zimple';
  return followUpOf(metodo) === 'saved-card' ? 'Charge3DS' : 'Checkout';
}
