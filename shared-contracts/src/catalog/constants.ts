// The catalogue's constants, apart from its schemas: the pages that draw lists and prices need them while they
// boot, the validation library only with their first API call.

export const SORT_OPTIONS = ['destacado', 'promocion', 'nuevo', 'menor_precio', 'mayor_precio', 'descuento'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50, 60, 70, 80] as const;
export const PAGE_SIZE = 12;
export const PRICE_NOTE = 'Precio exclusivo para compras vía Web.';
