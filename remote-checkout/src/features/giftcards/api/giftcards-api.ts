import * as v from 'valibot';
import { call, getJson } from '@botica/platform/http/client';
import {
  GiftAmountsResponseSchema,
  GiftCalcResponseSchema,
  type GiftGeneratePayload,
  GiftGenerateResponseSchema,
  GiftTemplatesResponseSchema,
} from '@botica/shared-contracts/payments/giftcards';
import { api } from '../../../app/api-client';

const OWN = { context: { ownToast: true, quiet: true }, retry: 0 } as const;

export const fetchGiftAmounts = () => getJson(api, 'giftcard/codigos', GiftAmountsResponseSchema).then((r) => r.results);
export const fetchGiftTemplates = () => getJson(api, 'giftcard-plantillas', GiftTemplatesResponseSchema).then((r) => r.results);

export const calculateGift = (monto: number, metodoDePago: number) =>
  call(async () => v.parse(GiftCalcResponseSchema, await api.post('peticiones/calcular/gift', { json: { monto, metodoDePago }, ...OWN }).json()).result);

export const generateGift = (payload: GiftGeneratePayload) =>
  call(async () => v.parse(GiftGenerateResponseSchema, await api.post('giftcard/generar', { json: payload, ...OWN }).json()));
