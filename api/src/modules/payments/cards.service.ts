import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRemovalStep } from '../../plugins/account-removal.js';
import { inTransaction } from '../../db/transaction.js';
import * as repo from './cards.repository.js';
import { paymentErrors } from './payments.errors.js';
import { BancardClient, type BancardSettings } from './providers/bancard/bancard.client.js';
import { CHECKOUT_SCRIPT } from './providers/bancard/bancard.protocol.js';
import { SANDBOX_CHECKOUT_SCRIPT, sandboxFrame } from './providers/sandbox.provider.js';
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
    await repo.insertRegistration(this.target.db, { process_id: processId, customer_codigo: customer });
    return { process_id: processId, url: sandboxFrame('Cards', processId), checkout: SANDBOX_CHECKOUT_SCRIPT, card_id: null };
  }

  /** cards/new with the number the card will have here: the shop's card id is Bancard's card_id. */
  private async startAtBancard(customer: number, b: NonNullable<CardsService['bancard']>) {
    const db = this.target.db;
    const c = await repo.customerContact(db, customer);
    const reserved = await repo.reserveCard(db, { customer_codigo: customer, alias_token: `${PENDING}${randomBytes(12).toString('base64url')}`, marca: '', mascara: '', vencimiento: '', activo: false });
    let processId: string;
    try {
      processId = await b.client.cardsNew({ cardId: reserved.id, userId: customer, phone: c.celular1 ?? '', email: c.email, returnUrl: `${b.publicUrl}/mis-tarjetas` });
    } catch {
      await repo.deleteCard(db, reserved.id);
      throw paymentErrors.providerDown();
    }
    await repo.insertRegistration(db, { process_id: processId, customer_codigo: customer, card_id: reserved.id });
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
      const local = await repo.lockCustomerCards(trx, customer);
      const hasDefault = await repo.defaultCard(trx, customer);
      let needsDefault = !hasDefault;
      const seen = new Set<number>();
      for (const card of remote) {
        const id = Number(card.card_id);
        const row = local.find((r) => r.id === id);
        if (!row) continue; // a card registered by another shop of the same Bancard user: not this shop's
        seen.add(id);
        await repo.updateCard(trx, id, { alias_token: card.alias_token, marca: card.card_brand, mascara: card.card_masked_number, vencimiento: card.expiration_date ?? '', activo: true, ...(needsDefault ? { is_default: true } : {}) });
        needsDefault = false;
      }
      // deleted at Bancard: gone here too (pending registrations stay until Bancard lists them)
      const gone = local.filter((r) => r.activo && !seen.has(r.id)).map((r) => r.id);
      if (gone.length) await repo.deactivateCards(trx, gone);
    });
  }

  /** Called by the provider (the sandbox frame) once the card is accepted: stores it, first card as default. */
  async register(processId: string, customer: number, card: { numero: string; vencimiento: string; marca: string }): Promise<SavedCard> {
    return inTransaction(this.target, async (trx) => {
      const claimed = await repo.claimRegistration(trx, processId);
      if (!claimed) throw paymentErrors.cardNotFound();
      const others = await repo.anyActiveCard(trx, customer);
      const row = await repo.insertCard(trx, {
        customer_codigo: customer,
        alias_token: randomBytes(18).toString('base64url'),
        marca: card.marca,
        mascara: mask(card.numero),
        vencimiento: card.vencimiento,
        is_default: !others,
      });
      await repo.completeRegistration(trx, processId, row.id);
      return toCard(row);
    });
  }

  async list(customer: number): Promise<SavedCard[]> {
    if (this.bancard) await this.syncFromBancard(customer, this.bancard);
    const rows = await repo.activeCards(this.target.db, customer);
    return rows.map(toCard);
  }

  /** `POST /bancard/catastro`: the card the frame registered (with Bancard, once Bancard lists it). */
  async get(customer: number, cardId: number): Promise<SavedCard> {
    if (this.bancard) await this.syncFromBancard(customer, this.bancard);
    const row = await repo.activeCard(this.target.db, customer, cardId);
    if (!row) throw paymentErrors.cardNotFound();
    return toCard(row);
  }

  async remove(customer: number, aliasToken: string, cardId: number): Promise<void> {
    if (this.bancard) {
      const own = await repo.ownActiveCard(this.target.db, customer, cardId, aliasToken);
      if (!own) throw paymentErrors.cardNotFound();
      try {
        await this.bancard.client.deleteCard(customer, aliasToken);
      } catch {
        throw paymentErrors.providerDown();
      }
    }
    const r = await repo.deactivateOwnCard(this.target.db, customer, cardId, aliasToken);
    if (!r) throw paymentErrors.cardNotFound();
  }

  async setDefault(customer: number, cardId: number): Promise<SavedCard> {
    return inTransaction(this.target, async (trx) => {
      const card = await repo.lockActiveCard(trx, customer, cardId);
      if (!card) throw paymentErrors.cardNotFound();
      await repo.makeDefault(trx, customer, cardId);
      const row = await repo.cardById(trx, cardId);
      return toCard(row);
    });
  }
}

/** An account's deletion (app.accountRemoval): the shop's rows of its saved cards go. */
export const removeAccountCards: AccountRemovalStep = async (trx, customer) => {
  await repo.deleteCustomerCards(trx, customer);
};
