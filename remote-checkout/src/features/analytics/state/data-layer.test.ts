import { describe, expect, it } from 'vitest';
import type { PurchaseEvent } from '@botica/shared-contracts/analytics/entities';
import { pushEcommerce } from './data-layer';

const purchase: PurchaseEvent = {
  event: 'purchase',
  ecommerce: { transaction_id: '7', value: 20_000, currency: 'PYG', items: [{ item_id: '1', item_name: 'Ibuprofeno', price: 9_000, quantity: 2 }] },
};

describe('the data layer', () => {
  it('is created when no tag manager loaded it, and gets the purchase after clearing the last e-commerce object', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    pushEcommerce(purchase, target);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, purchase]);
  });

  it("keeps what the tag manager already queued", () => {
    const target = { dataLayer: [{ event: 'gtm.js' }] } as Window & { dataLayer?: unknown[] };
    pushEcommerce(purchase, target);
    expect(target.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, purchase]);
  });
});
