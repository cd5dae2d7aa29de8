import { describe, expect, it } from 'vitest';
import { publish, request, subscribe } from './bus';

describe('event bus', () => {
  it('delivers typed events to subscribers until they unsubscribe', () => {
    const seen: boolean[] = [];
    const off = subscribe('host:session-changed', (d) => seen.push(d.loggedIn));
    publish('host:session-changed', { loggedIn: true });
    off();
    publish('host:session-changed', { loggedIn: false });
    expect(seen).toEqual([true]);
  });

  it('answers requests through the reply callback', async () => {
    const off = subscribe('checkout:add-to-cart', (d) =>
      d.reply?.({ ok: true, summary: { count: d.item.quantity, subtotal: d.item.precio * d.item.quantity, items: [] } }),
    );
    const result = await request<'checkout:add-to-cart', { ok: boolean; summary: { count: number } }>(
      'checkout:add-to-cart',
      { item: { codigo: 1, descripcion: 'x', precio: 1000, quantity: 2 } },
    );
    off();
    expect(result.ok).toBe(true);
    expect(result.summary.count).toBe(2);
  });

  it('rejects a request nobody answers', async () => {
    await expect(request('host:notification-received', { count: 1 }, 20)).rejects.toThrow('Sin respuesta');
  });
});
