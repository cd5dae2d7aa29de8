import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { paymentErrors } from './payments.errors.js';
import { mask } from './sandbox/test-cards.js';

/** A saved card as the account pages read it (spec 001 §3 "Saved card"). */
export interface SavedCard {
  card_id: number;
  alias_token: string;
  card_masked_number: string;
  card_brand: string;
  default: 'S' | 'N';
}

const toCard = (r: { id: number; alias_token: string; mascara: string; marca: string; is_default: boolean }): SavedCard => ({
  card_id: r.id,
  alias_token: r.alias_token,
  card_masked_number: r.mascara,
  card_brand: r.marca,
  default: r.is_default ? 'S' : 'N',
});

const columns = ['id', 'alias_token', 'mascara', 'marca', 'is_default'] as const;

/**
 * Saved cards (tarjeta_catastrada): registered through the provider's catastro frame, which keeps the card and
 * answers an alias token; the shop stores only the token, mask and brand.
 */
export class CardsService {
  constructor(private readonly target: { db: Kysely<Database>; pglite: PGlite | null }) {}

  /** `GET /bancard/catastro`: a registration the frame will complete. */
  async startRegistration(customer: number) {
    const processId = randomBytes(18).toString('base64url');
    await this.target.db.insertInto('card_registrations').values({ process_id: processId, customer_codigo: customer }).execute();
    return { process_id: processId, url: `/sandbox/pagos/catastro/${processId}` };
  }

  /** Called by the provider (the sandbox frame) once the card is accepted: stores it, first card as default. */
  async register(processId: string, customer: number, card: { numero: string; vencimiento: string; marca: string }): Promise<SavedCard> {
    return inTransaction(this.target, async (trx) => {
      const claimed = await trx
        .updateTable('card_registrations')
        .set({ card_id: sql`card_id` })
        .where('process_id', '=', processId)
        .where('card_id', 'is', null)
        .returning('process_id')
        .executeTakeFirst();
      if (!claimed) throw paymentErrors.cardNotFound();
      const others = await trx.selectFrom('saved_cards').select('id').where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();
      const row = await trx
        .insertInto('saved_cards')
        .values({
          customer_codigo: customer,
          alias_token: randomBytes(18).toString('base64url'),
          marca: card.marca,
          mascara: mask(card.numero),
          vencimiento: card.vencimiento,
          is_default: !others,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      await trx.updateTable('card_registrations').set({ card_id: row.id }).where('process_id', '=', processId).execute();
      return toCard(row);
    });
  }

  async list(customer: number): Promise<SavedCard[]> {
    const rows = await this.target.db
      .selectFrom('saved_cards')
      .select(columns)
      .where('customer_codigo', '=', customer)
      .where('activo', '=', true)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toCard);
  }

  async get(customer: number, cardId: number): Promise<SavedCard> {
    const row = await this.target.db.selectFrom('saved_cards').select(columns).where('id', '=', cardId).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();
    if (!row) throw paymentErrors.cardNotFound();
    return toCard(row);
  }

  async remove(customer: number, aliasToken: string, cardId: number): Promise<void> {
    const r = await this.target.db
      .updateTable('saved_cards')
      .set({ activo: false, is_default: false })
      .where('id', '=', cardId)
      .where('alias_token', '=', aliasToken)
      .where('customer_codigo', '=', customer)
      .where('activo', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!r) throw paymentErrors.cardNotFound();
  }

  async setDefault(customer: number, cardId: number): Promise<SavedCard> {
    return inTransaction(this.target, async (trx) => {
      const card = await trx.selectFrom('saved_cards').select('id').where('id', '=', cardId).where('customer_codigo', '=', customer).where('activo', '=', true).forUpdate().executeTakeFirst();
      if (!card) throw paymentErrors.cardNotFound();
      await trx.updateTable('saved_cards').set({ is_default: sql<boolean>`id = ${cardId}` }).where('customer_codigo', '=', customer).execute();
      const row = await trx.selectFrom('saved_cards').select(columns).where('id', '=', cardId).executeTakeFirstOrThrow();
      return toCard(row);
    });
  }
}
