import { getJson } from '@botica/platform/http/client';
import { AvailabilityResponseSchema } from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

export interface ChosenPlace {
  sucursal?: number;
  direccion?: number;
}

/** `GET /existencia/producto/{id}?sucursal&direccion` → units available for the chosen place. */
export async function placeStock(codigo: number, place: ChosenPlace): Promise<number> {
  const searchParams: Record<string, string> = {};
  if (place.sucursal) searchParams.sucursal = String(place.sucursal);
  if (place.direccion) searchParams.direccion = String(place.direccion);
  const answer = await getJson(api, `existencia/producto/${codigo}`, AvailabilityResponseSchema, { searchParams });
  return answer.disponibilidad.existencia;
}
