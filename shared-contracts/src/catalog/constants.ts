// The catalogue's constants, apart from its schemas: the pages that draw lists and prices need them while they
// boot, the validation library only with their first API call.

export const SORT_OPTIONS = ['destacado', 'promocion', 'nuevo', 'menor_precio', 'mayor_precio', 'descuento'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50, 60, 70, 80] as const;
export const PAGE_SIZE = 12;
export const PRICE_NOTE = 'Precio exclusivo para compras vía Web.';

/** Sale-control types (codigoControl, spec 002 §9): 1 free sale, 2 prescription, 4 quadruplicate, 5 antibiotic. */
export const SALE_CONTROL_TYPES: Readonly<Record<number, string>> = {
  1: 'Venta libre',
  2: 'Venta bajo receta',
  4: 'Venta bajo receta cuadruplicada',
  5: 'Antibiótico: venta bajo receta archivada',
};
export const ANTIBIOTIC_CONTROL = 5;
/** Days a simple archived antibiotic prescription is valid from its issue (spec 002 §9). */
export const ANTIBIOTIC_PRESCRIPTION_DAYS = 5;
/** The antibiotic prescription rule and its required data (spec 002 §9). */
export const ANTIBIOTIC_PRESCRIPTION_RULE =
  `La receta simple archivada de antibióticos es válida por ${ANTIBIOTIC_PRESCRIPTION_DAYS} días desde su emisión. ` +
  'Datos requeridos: datos del paciente, número de cédula, diagnóstico, y firma, sello y número de registro del médico.';
