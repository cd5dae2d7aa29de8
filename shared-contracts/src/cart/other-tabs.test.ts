import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartSaved, hearOtherTabs, tellOtherTabs } from './other-tabs';

const CHANNEL = 'botica:carrito-guardado';
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe("the cart's word to the other tabs", () => {
  it("another tab hears the count of the cart the server took; this page's own listeners do not", async () => {
    // another tab of the shop: a channel of the same name, in another page
    const otherTab = new BroadcastChannel(CHANNEL);
    stops.push(() => otherTab.close());
    const heardThere: unknown[] = [];
    otherTab.onmessage = (event) => heardThere.push(event.data);
    const heardHere = vi.fn();
    stops.push(hearOtherTabs(heardHere));
    tellOtherTabs({ oncologico: false, count: 3 });
    await vi.waitFor(() => expect(heardThere).toEqual([expect.objectContaining({ oncologico: false, count: 3 })]));
    await new Promise((r) => setTimeout(r, 20));
    expect(heardHere).not.toHaveBeenCalled();
  });

  it('passes on what another tab told, and nothing that is not a cart', async () => {
    const heard: CartSaved[] = [];
    stops.push(hearOtherTabs((saved) => heard.push(saved)));
    const otherTab = new BroadcastChannel(CHANNEL);
    stops.push(() => otherTab.close());
    otherTab.postMessage({ oncologico: true, count: 2, from: 'otra' });
    otherTab.postMessage({ oncologico: 'no', count: 2, from: 'otra' });
    otherTab.postMessage({ oncologico: false, count: -1, from: 'otra' });
    otherTab.postMessage('carrito');
    otherTab.postMessage({ oncologico: false, count: 0, from: 'otra' });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { oncologico: true, count: 2 },
      { oncologico: false, count: 0 },
    ]);
  });
});
