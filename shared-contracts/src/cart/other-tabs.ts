/**
 * The shop's other tabs hear that the server took a change of a cart (decision 079): checkout, the cart's one
 * writer, tells them once its save is answered; a tab's header shows the new count and its cart service, if it runs,
 * reads the cart again. A `BroadcastChannel` of the page's origin: nothing is kept in the browser's storage for it.
 */
export interface CartSaved {
  oncologico: boolean;
  /** The units in that cart now. */
  count: number;
}

const CHANNEL = 'botica:carrito-guardado';
/** This page's name on the channel: a page's own listeners hear its own messages too, and skip them. */
const PAGE = Math.random().toString(36).slice(2);
let sender: BroadcastChannel | null = null;

const isCartSaved = (data: unknown): data is CartSaved =>
  !!data &&
  typeof data === 'object' &&
  typeof (data as CartSaved).oncologico === 'boolean' &&
  Number.isInteger((data as CartSaved).count) &&
  (data as CartSaved).count >= 0;

/** Tells the other tabs of this origin (never this one) that the server now holds this cart. */
export function tellOtherTabs(saved: CartSaved): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage({ oncologico: saved.oncologico, count: saved.count, from: PAGE });
}

/** Hears what the other tabs tell, until the returned function is called. */
export function hearOtherTabs(listener: (saved: CartSaved) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { from?: unknown } | null;
    if (data?.from !== PAGE && isCartSaved(data)) listener({ oncologico: data.oncologico, count: data.count });
  };
  return () => channel.close();
}
