type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The event the finish step tracks when the payment names a saved card that no longer exists (spec 001 §4). */
export const CARD_NOT_FOUND_EVENT = 'tarjeta_no_existe';
/** What the finish step's error says in that case. */
export const CARD_NOT_FOUND_TEXT = 'La tarjeta no existe';

/** Pushes the event to the tag manager's `window.dataLayer` (created when no tag loaded it yet). */
export function trackCardNotFound(target: DataLayerWindow = window): void {
  (target.dataLayer ??= []).push({ event: CARD_NOT_FOUND_EVENT });
}
