import * as v from 'valibot';
import { call, getJson } from '@botica/platform/http/client';
import { LoginResponseSchema } from '@botica/shared-contracts/auth/payloads';
import { SessionStateResponseSchema } from '@botica/shared-contracts/customer/entities';
import {
  GiftAmountsResponseSchema,
  GiftCalcResponseSchema,
  type GiftGeneratePayload,
  GiftGenerateResponseSchema,
  GiftTemplatesResponseSchema,
} from '@botica/shared-contracts/payments/giftcards';
import { api, QUIET } from '../../../app/api-client';

const OWN = { context: { ownToast: true, quiet: true }, retry: 0 } as const;

export const fetchGiftAmounts = () => getJson(api, 'giftcard/codigos', GiftAmountsResponseSchema).then((r) => r.results);
export const fetchGiftTemplates = () => getJson(api, 'giftcard-plantillas', GiftTemplatesResponseSchema).then((r) => r.results);
export const fetchSession = () => getJson(api, 'customers/sesion', SessionStateResponseSchema, QUIET);

export const calculateGift = (monto: number, metodoDePago: number) =>
  call(async () => v.parse(GiftCalcResponseSchema, await api.post('peticiones/calcular/gift', { json: { monto, metodoDePago }, ...OWN }).json()).result);

export const generateGift = (payload: GiftGeneratePayload) =>
  call(async () => v.parse(GiftGenerateResponseSchema, await api.post('giftcard/generar', { json: payload, ...OWN }).json()));

/** The login form of step 3 (the host applies the session afterwards). */
export const login = (mail: string, password: string) =>
  call(async () => v.parse(LoginResponseSchema, await api.post('customers/login', { json: { mail, password }, ...OWN }).json()));
