import { DISCOUNT_FILTERS, SORT_OPTIONS } from '@botica/shared-contracts/catalog/constants';

// Apart from the list's controls: the route prefetch, which every page of this remote loads, reads it too.

/** Page, sort and discount filter of a URL's query (?page=&orderBy=&descuento=); invalid values are ignored. */
export function listParamsFrom(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orderByRaw = params.get('orderBy') ?? '';
  const orderBy = (SORT_OPTIONS as readonly string[]).includes(orderByRaw) ? orderByRaw : undefined;
  const descuentoRaw = params.get('descuento') ?? '';
  const descuento = (DISCOUNT_FILTERS as readonly number[]).includes(Number(descuentoRaw)) ? descuentoRaw : undefined;
  return { page, orderBy, descuento };
}
