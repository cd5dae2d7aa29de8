import type { GiftCardCheck } from '@botica/shared-contracts/checkout/entities';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { GIFT_INVALID } from '../engine/discounts.js';
import { giftCard, productForGift } from './gift.repository.js';
import { giftable } from '../../catalog/products/product.mapper.js';

/** Gift cards (balance check) and the gift option of cart lines. */
export class GiftService {
  constructor(private readonly db: Kysely<Database>) {}

  async check(codigo: string): Promise<GiftCardCheck> {
    const card = await giftCard(this.db, codigo);
    if (!card || !card.activo || !card.vigente) return { valido: false, saldo: 0, mensaje: GIFT_INVALID };
    if (card.saldo <= 0) return { valido: false, saldo: card.saldo, mensaje: CHECKOUT_MESSAGES.giftZero };
    return { valido: true, saldo: card.saldo, mensaje: `Saldo disponible: ${formatGs(card.saldo)}` };
  }

  /**
   * Whether the line may be marked as a gift (wrapped, price hidden on the delivery note): products of free
   * sale only; prescription, controlled and oncology products are not wrapped as gifts.
   */
  async visible(producto: number, cantidad: number): Promise<boolean> {
    const p = await productForGift(this.db, producto);
    return Boolean(p && giftable(p) && cantidad > 0);
  }
}
