import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import type { PaymentStartPayload } from '@botica/shared-contracts/payments/payloads';
import { PaymentLinkResponseSchema, PaymentStartResponseSchema, PaymentStatusResponseSchema } from '@botica/shared-contracts/payments/responses';
import { api } from '../../../app/api-client';

/** Failures of these calls are shown by the payment screens themselves (their own messages). */
const OWN = { context: { ownToast: true, quiet: true }, retry: 0 } as const;

/** `POST /peticiones/pago-en-linea/{codigo}`: starts the payment of an order (process_id, redirectUrl or QR). */
export const startPayment = (codigo: number, payload: PaymentStartPayload) =>
  call(async () => v.parse(PaymentStartResponseSchema, await api.post(`peticiones/pago-en-linea/${codigo}`, { json: payload, ...OWN, timeout: 30_000 }).json()));

/** Payment-status poll by hook alias. */
export const fetchPaymentStatus = (alias: string) =>
  call(async () => v.parse(PaymentStatusResponseSchema, await api.get(`peticiones/pago-estado/${encodeURIComponent(alias)}`, OWN).json()).result);

/** `POST /peticiones/pago-en-linea-blupy/{token}`: the bank-app QR's status (result with message, success, pago, peticion). */
export const fetchBlupyStatus = (token: string) =>
  call(async () => v.parse(PaymentStatusResponseSchema, await api.post(`peticiones/pago-en-linea-blupy/${encodeURIComponent(token)}`, OWN).json()).result);

export const fetchPaymentLink = (token: string) =>
  call(async () => v.parse(PaymentLinkResponseSchema, await api.get(`link-pago/${encodeURIComponent(token)}`, OWN).json()).result);

export const fetchPaymentLinkStatus = (token: string, alias: string) =>
  call(
    async () =>
      v.parse(PaymentStatusResponseSchema, await api.get(`link-pago/${encodeURIComponent(token)}/estado/${encodeURIComponent(alias)}`, OWN).json()).result,
  );

/** The second call with false: the link is closed once paid. */
export const deactivatePaymentLink = (token: string) =>
  call(async () => api.post(`link-pago/${encodeURIComponent(token)}`, { json: { active: false }, ...OWN }).json());
