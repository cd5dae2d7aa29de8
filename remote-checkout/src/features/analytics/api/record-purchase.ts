import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { ConversionResponseSchema } from '@botica/shared-contracts/analytics/responses';
import { api, QUIET } from '../../../app/api-client';

/**
 * `POST /analitica/conversiones`: the server records the order's purchase conversion (once per order, the
 * customer's data hashed) and answers the purchase event, with `registrada` true only the first time.
 */
export const recordPurchase = (pedido: number) =>
  call(async () => v.parse(ConversionResponseSchema, await api.post('analitica/conversiones', { json: { pedido }, ...QUIET }).json()).result);
