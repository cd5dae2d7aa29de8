import type { BancardProcessForm } from '@botica/shared-contracts/payments/bancard-checkout';

/**
 * The card provider's checkout script (bancard-checkout 4.0.0, or the sandbox's that speaks the same): loaded once
 * per address from the one the API answered, it mounts the provider's frame in a container and hands each of the
 * frame's messages to `options.responseHandler` (decision 061). The payment and account pages use only this.
 * The forms are the published script's (`@botica/shared-contracts/payments/bancard-checkout`): `Checkout` (a
 * single_buy), `Zimple` (a single_buy with `zimple: "S"`), `Cards` (cards/new), `Charge3DS` (a charge's 3-D Secure).
 */
export type CheckoutForm = BancardProcessForm;

export interface CheckoutOptions {
  responseHandler?: (data: unknown) => void;
  styles?: Record<string, string | boolean>;
}

type CreateForm = { createForm(divId: string, processId: string, options?: CheckoutOptions): void };

/** The published script's global: its forms and `destroy` (decision 061). */
type CheckoutGlobal = Record<CheckoutForm, CreateForm> & {
  Confirmation: { loadPinPad(divId: string, aliasToken: string, options?: CheckoutOptions): void };
  destroy(): void;
};

declare global {
  interface Window {
    Bancard?: CheckoutGlobal;
  }
}

/** Where the sandbox serves its script (the default when a payment under way predates the address in its state). */
export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js';

const loading = new Map<string, Promise<CheckoutGlobal>>();

/** Loads the script at `url` (once) and answers its global. */
export function loadCheckout(url: string): Promise<CheckoutGlobal> {
  let p = loading.get(url);
  if (!p) {
    p = new Promise<CheckoutGlobal>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.Bancard ? resolve(window.Bancard) : reject(new Error('checkout script without Bancard')));
      script.onerror = () => {
        loading.delete(url);
        script.remove();
        reject(new Error(`checkout script not loaded: ${url}`));
      };
      document.head.appendChild(script);
    });
    loading.set(url, p);
  }
  return p;
}

/**
 * Mounts `form` of the provider in the element `containerId`; answers the unmount. The frame gets `title` (the
 * provider's script does not name it). A frame already in the container for the same process is kept by the
 * sandbox's script and replaced by the provider's. A mount aborted while the script loads does nothing, and an
 * unmount leaves alone a container a newer mount has taken (one frame per page: the ids repeat).
 */
export async function mountCheckout(o: {
  url: string;
  form: CheckoutForm;
  containerId: string;
  processId: string;
  title: string;
  onMessage: (data: unknown) => void;
  signal?: AbortSignal;
}): Promise<() => void> {
  const bancard = await loadCheckout(o.url);
  if (o.signal?.aborted) return () => undefined;
  bancard[o.form].createForm(o.containerId, o.processId, { responseHandler: o.onMessage });
  const frame = document.getElementById(o.containerId)?.querySelector('iframe') ?? null;
  frame?.setAttribute('title', o.title);
  return () => {
    const container = document.getElementById(o.containerId);
    // the page left (no container) or this frame is still the one shown: the script lets go of it
    if (!container || !frame || container.contains(frame)) bancard.destroy();
  };
}
