import { getJson, sendJson } from '@botica/platform/http/client';
import { CARD_PROVIDER_SEGMENT as S, CardResponseSchema, CardsResponseSchema, CatastroResponseSchema, OkSchema } from '@botica/shared-contracts/account/cards';
import { api } from '../../../app/api-client';

/** `GET /{segment}/tarjetas`: data.cards. */
export const fetchCards = () => getJson(api, `${S}/tarjetas`, CardsResponseSchema).then((r) => r.data.cards);
/** `DELETE /{segment}/tarjetas/{alias_token}/{card_id}`. */
export const deleteCard = (alias: string, id: number) => sendJson(api, 'delete', `${S}/tarjetas/${encodeURIComponent(alias)}/${id}`, undefined, OkSchema);
/** `POST /{segment}/tarjetas/{id}/default`. */
export const makeDefaultCard = (id: number) => sendJson(api, 'post', `${S}/tarjetas/${id}/default`, undefined, CardResponseSchema);
/** `GET /{segment}/catastro`: process_id (and the frame's address) for the registration frame. */
export const startCatastro = () => getJson(api, `${S}/catastro`, CatastroResponseSchema, { retry: 0 });
/** `POST /{segment}/catastro`: the card the frame registered (card_id). */
export const confirmCatastro = (cardId: number) => sendJson(api, 'post', `${S}/catastro`, { card_id: cardId }, CardResponseSchema);
