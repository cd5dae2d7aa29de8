import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { paymentErrors } from './payments.errors.js';
import { BancardClient, type BancardSettings } from './providers/bancard/bancard.client.js';
import { CHECKOUT_SCRIPT } from './providers/bancard/bancard.protocol.js';
import { SANDBOX_CHECKOUT_SCRIPT } from './providers/sandbox.provider.js';
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

/** A card reserved for a registration at Bancard, until Bancard lists it: invisible (activo false). */
const PENDING = 'pendiente:';

/**
 * Saved cards (tarjeta_catastrada): registered through the provider's catastro frame, which keeps the card and
 * answers an alias token; the shop stores only the token, mask and brand. With Bancard the cards live there
 * (cards/new, users/{id}/cards, delete): the shop's rows mirror them, with the default card chosen here.
 */
export class CardsService {
  private readonly bancard: { client: BancardClient; publicUrl: string } | null;

  constructor(
    private readonly target: { db: Kysely<Database>; pglite: PGlite | null },
    bancard: { settings: BancardSettings; publicUrl: string } | null = null,
  ) {
    this.bancard = bancard ? { client: new BancardClient(bancard.settings), publicUrl: bancard.publicUrl.replace(/\/$/, '') } : null;
  }

  /** `GET /bancard/catastro`: a registration the frame will complete (`card_id`: the card it will be). */
  async startRegistration(customer: number): Promise<{ process_id: string; url: string | null; checkout: string; card_id: number | null }> {
    if (this.bancard) return this.startAtBancard(customer, this.bancard);
    const processId = randomBytes(18).toString('base64url');
    await this.target.db.insertInto('card_registrations').values({ process_id: processId, customer_codigo: customer }).execute();
    return { process_id: processId, url: `/sandbox/pagos/catastro/${processId}`, checkout: SANDBOX_CHECKOUT_SCRIPT, card_id: null };
  }

  /** cards/new with the number the card will have here: the shop's card id is Bancard's card_id. */
  private async startAtBancard(customer: number, b: NonNullable<CardsService['bancard']>) {
    const db = this.target.db;
    const c = await db.selectFrom('customers').select(['email', 'celular1']).where('codigo', '=', customer).executeTakeFirstOrThrow();
    const reserved = await db
      .insertInto('saved_cards')
      .values({ customer_codigo: customer, alias_token: `${PENDING}${randomBytes(12).toString('base64url')}`, marca: '', mascara: '', vencimiento: '', activo: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    let processId: string;
    try {
      processId = await b.client.cardsNew({ cardId: reserved.id, userId: customer, phone: c.celular1 ?? '', email: c.email, returnUrl: `${b.publicUrl}/mis-tarjetas` });
    } catch {
      await db.deleteFrom('saved_cards').where('id', '=', reserved.id).execute();
      throw paymentErrors.providerDown();
    }
    await db.insertInto('card_registrations').values({ process_id: processId, customer_codigo: customer, card_id: reserved.id }).execute();
    return { process_id: processId, url: null, checkout: `${b.client.settings.baseUrl}${CHECKOUT_SCRIPT}`, card_id: reserved.id };
  }

  /** Brings the customer's rows in line with Bancard's list: fresh alias tokens, cards added or deleted there. */
  private async syncFromBancard(customer: number, b: NonNullable<CardsService['bancard']>) {
    let remote;
    try {
      remote = await b.client.usersCards(customer);
    } catch {
      throw paymentErrors.providerDown();
    }
    await inTransaction(this.target, async (trx) => {
      const local = await trx.selectFrom('saved_cards').select(['id', 'activo', 'alias_token']).where('customer_codigo', '=', customer).forUpdate().execute();
      const hasDefault = await trx.selectFrom('saved_cards').select('id').where('customer_codigo', '=', customer).where('activo', '=', true).where('is_default', '=', true).executeTakeFirst();
      let needsDefault = !hasDefault;
      const seen = new Set<number>();
      for (const card of remote) {
        const id = Number(card.card_id);
        const row = local.find((r) => r.id === id);
        if (!row) continue; // a card registered by another shop of the same Bancard user: not this shop's
        seen.add(id);
        await trx
          .updateTable('saved_cards')
          .set({ alias_token: card.alias_token, marca: card.card_brand, mascara: card.card_masked_number, vencimiento: card.expiration_date ?? '', activo: true, ...(needsDefault ? { is_default: true } : {}) })
          .where('id', '=', id)
          .execute();
        needsDefault = false;
      }
      // deleted at Bancard: gone here too (pending registrations stay until Bancard lists them)
      const gone = local.filter((r) => r.activo && !seen.has(r.id)).map((r) => r.id);
      if (gone.length) await trx.updateTable('saved_cards').set({ activo: false, is_default: false }).where('id', 'in', gone).execute();
    });
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
    if (this.bancard) await this.syncFromBancard(customer, this.bancard);
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

  /** `POST /bancard/catastro`: the card the frame registered (with Bancard, once Bancard lists it). */
  async get(customer: number, cardId: number): Promise<SavedCard> {
    if (this.bancard) await this.syncFromBancard(customer, this.bancard);
    const row = await this.target.db.selectFrom('saved_cards').select(columns).where('id', '=', cardId).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();
    if (!row) throw paymentErrors.cardNotFound();
    return toCard(row);
  }

  async remove(customer: number, aliasToken: string, cardId: number): Promise<void> {
    if (this.bancard) {
      const own = await this.target.db.selectFrom('saved_cards').select('id').where('id', '=', cardId).where('alias_token', '=', aliasToken).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();
      if (!own) throw paymentErrors.cardNotFound();
      try {
        await this.bancard.client.deleteCard(customer, aliasToken);
      } catch {
        throw paymentErrors.providerDown();
      }
    }
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
