import type { CartItem } from './entities';

/** What a calculation says of one line (`CalculatedLine`'s fields this reads). */
export interface PricedLineFacts {
  productoCodigo: number;
  descuentoCodigo: number | null;
  descuentoFormaPago: number;
  tope: number | null;
}

/**
 * The cart's lines with what its calculation applied to each (spec 000 §3): `descuentoCodigo` (the payment-method
 * discount the server applied, null when it took nothing off), `descuentoForma` (its percentage, from the line's
 * `descuentosFormas` for the chosen method `methodCode`) and `topeProductoSGE` (the cap the server applied to the
 * product). A line the calculation does not name stays as it is. The same array when nothing changed. The browser's
 * cart and the cart the server keeps are given them by this one rule, so the page drawn by either shows the same.
 */
export function linesWithCalculation<T extends CartItem>(items: readonly T[], detalles: readonly PricedLineFacts[], methodCode: number | null | undefined): readonly T[] {
  const priced = new Map(detalles.map((d) => [d.productoCodigo, d]));
  let changed = false;
  const next = items.map((item) => {
    const line = priced.get(item.codigo);
    if (!line) return item;
    const descuentoCodigo = line.descuentoFormaPago > 0 ? line.descuentoCodigo : null;
    const descuentoForma = descuentoCodigo === null ? null : (item.descuentosFormas?.find((d) => d.formaCodigo === methodCode)?.porcentaje ?? null);
    const topeProductoSGE = line.tope;
    if (item.descuentoCodigo === descuentoCodigo && item.descuentoForma === descuentoForma && item.topeProductoSGE === topeProductoSGE) return item;
    changed = true;
    return { ...item, descuentoCodigo, descuentoForma, topeProductoSGE };
  });
  return changed ? next : items;
}

/** Whether two versions of the same lines say the same of their calculation (a field a line lacks counts as null). */
export function samePricing(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  const facts = (i: CartItem) => [i.codigo, i.descuentoForma ?? null, i.descuentoCodigo ?? null, i.topeProductoSGE ?? null].join();
  return a.length === b.length && a.every((item, n) => facts(item) === facts(b[n]!));
}
