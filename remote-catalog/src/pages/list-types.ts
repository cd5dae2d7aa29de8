// Apart from the pages: the route prefetch, which every page of this remote loads, reads it too.

/** The quantity promotions, each at /productos/{promo} (and all of them at /productos/promociones). */
export const QUANTITY_PROMOS = ['4x2', '3x2', '2x1'];

/** /productos?tipo=…: each plain list's API path and title (mas-populares is the top list). */
export const LIST_TYPES: Record<string, { path: string; title: string }> = {
  destacados: { path: 'productos/destacados', title: 'Destacados' },
  'mas-populares': { path: 'productos/top', title: 'Los más populares' },
};
