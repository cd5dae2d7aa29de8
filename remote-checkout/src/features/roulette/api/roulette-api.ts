import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { RouletteCheckResponseSchema, RouletteSpinResponseSchema } from '@botica/shared-contracts/payments/roulette';
import { api } from '../../../app/api-client';

const OWN = { context: { ownToast: true, quiet: true }, retry: 0 } as const;

export const checkRoulette = (order: string) =>
  call(async () => v.parse(RouletteCheckResponseSchema, await api.get(`ruleta/verificar-ruleta/${encodeURIComponent(order)}`, OWN).json()).result);

/** `POST /ruleta/agregar` (form data PETI_CODIGO, RP_CODIGO, TOTAL). */
export function spin(order: string, segment: number, total: number) {
  const body = new URLSearchParams({ PETI_CODIGO: order, RP_CODIGO: String(segment), TOTAL: String(total) });
  return call(async () => v.parse(RouletteSpinResponseSchema, await api.post('ruleta/agregar', { body, ...OWN }).json()).result);
}
