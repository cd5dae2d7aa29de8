import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import type { EngineLine, EngineProduct } from './types.js';

export interface CapExceeded {
  licaCodigo: number;
  descripcion: string;
  cantidad: number;
  tope: number;
  mensaje: string;
}

/**
 * Per-category caps: the units of every line sharing a category code must not exceed the category's cap
 * (the smallest cap its products carry). Enforced for delivery only; pickup ignores caps.
 */
export function exceededCaps(lines: EngineLine[], products: Map<number, EngineProduct>, shipping: 'delivery' | 'pickup'): CapExceeded[] {
  if (shipping !== 'delivery') return [];
  const groups = new Map<number, { descripcion: string; cantidad: number; tope: number }>();
  for (const line of lines) {
    const p = products.get(line.codigo);
    if (!p || p.topeLinea === null) continue;
    const g = groups.get(p.categoriaCodigo) ?? { descripcion: p.categoriaDescripcion, cantidad: 0, tope: p.topeLinea };
    g.cantidad += line.cantidad;
    g.tope = Math.min(g.tope, p.topeLinea);
    groups.set(p.categoriaCodigo, g);
  }
  return [...groups.entries()]
    .filter(([, g]) => g.cantidad > g.tope)
    .map(([licaCodigo, g]) => ({
      licaCodigo,
      descripcion: g.descripcion,
      cantidad: g.cantidad,
      tope: g.tope,
      mensaje: CHECKOUT_MESSAGES.categoryCap(g.descripcion, g.cantidad, g.tope),
    }));
}
