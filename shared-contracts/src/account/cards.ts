import * as v from 'valibot';

/** The card provider's path segment of the cards calls (spec 001 §7 "{card-provider-segment}"). */
export const CARD_PROVIDER_SEGMENT = 'bancard';

/** Messages the card-registration frame posts (spec 001 §4 Add card). */
export const CARD_FRAME_MESSAGES = { success: 'add_new_card_success', error: 'add_new_card_error' } as const;

export const CARD_TEXTS = {
  askDefault: 'Desea agregar la tarjeta por defecto?',
  defaultUpdated: 'La tarjeta por defecto actualizada.',
  addFailed: 'Ops... Vaya algo no salio bien.',
  deleted: 'Tarjeta eliminada.',
  add: '+ Agregar tarjeta',
  /** To the customers the shop lists (spec 001 §6): their saved cards must be registered again. */
  reRegister: 'Por tu seguridad, necesitamos que vuelvas a registrar tus tarjetas. Eliminá las tarjetas guardadas y agregalas nuevamente.',
} as const;

/** A saved card (spec 001 §3). */
export const SavedCardSchema = v.object({
  card_id: v.number(),
  alias_token: v.string(),
  card_masked_number: v.string(),
  card_brand: v.string(),
  default: v.picklist(['S', 'N']),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

/** `GET /{segment}/tarjetas`: data.cards. */
export const CardsResponseSchema = v.object({ ok: v.literal(true), data: v.object({ cards: v.array(SavedCardSchema) }) });
/**
 * `GET /{segment}/catastro`: the token (process_id) of the registration frame, the checkout script that mounts it
 * (`Bancard.Cards.createForm`), the frame's address when the page may draw it first (the sandbox's) and the
 * card_id the card will have (with Bancard, the shop chooses it).
 */
export const CatastroResponseSchema = v.object({
  ok: v.literal(true),
  process_id: v.string(),
  url: v.optional(v.nullable(v.string())),
  checkout: v.optional(v.string()),
  card_id: v.optional(v.nullable(v.number())),
});
export const CardResponseSchema = v.object({ ok: v.literal(true), result: SavedCardSchema });
export const OkSchema = v.object({ ok: v.literal(true) });
/** What the frame posts to the page. */
export const CardFrameMessageSchema = v.object({ message: v.string(), details: v.optional(v.unknown()) });
