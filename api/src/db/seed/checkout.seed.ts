import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import { insertMissing } from './bulk-insert.js';

/** Checkout parameters: delivery costs, free delivery radius and bag price (guaraníes, km). */
export const CHECKOUT_PARAMETERS: Record<string, string> = {
  COSTO_ENTREGA_INMEDIATA: '6000',
  COSTO_ENTREGA_PROGRAMADA: '8000',
  COSTO_COURRIER: '25000',
  RADIO_DELIVERY_KM: '15',
  PRECIO_BOLSA: '1000',
};

/** Demo gift cards (README): balances to try each gift-code message at checkout. */
export const DEMO_GIFT_CARDS = [
  { codigo: 'GC-DEMO-20000', saldo: 20_000, monto_inicial: 20_000 },
  { codigo: 'GC-DEMO-100000', saldo: 100_000, monto_inicial: 100_000 },
  { codigo: 'GC-DEMO-500000', saldo: 500_000, monto_inicial: 500_000 },
  { codigo: 'GC-DEMO-VACIA', saldo: 0, monto_inicial: 100_000 },
];

/** Demo coupons: a percentage, a fixed amount from a minimum, one use per customer, and an expired one. */
export const DEMO_COUPONS = [
  { codigo: 'DEMO10', descripcion: 'Cupón de demostración', porcentaje: 10, monto: null, minimo_compra: 0 },
  { codigo: 'AHORRA5000', descripcion: 'Ahorrá en tu compra', porcentaje: null, monto: 5000, minimo_compra: 50_000 },
  { codigo: 'BIENVENIDA', descripcion: 'Bienvenida: 15 % en una compra', porcentaje: 15, monto: null, minimo_compra: 0, usos_por_cliente: 1 },
];

export async function seedCheckout(db: Kysely<Database>): Promise<number> {
  let inserted = await insertMissing(db, 'parameters', Object.entries(CHECKOUT_PARAMETERS).map(([nombre, valor]) => ({ nombre, valor })), 'nombre');
  // citext keys: ON CONFLICT DO NOTHING alone (no pre-lookup with a text array).
  inserted += await insertMissing(db, 'gift_cards', DEMO_GIFT_CARDS);
  inserted += await insertMissing(db, 'gift_cards', [
    { codigo: 'GC-DEMO-VENCIDA', saldo: 50_000, monto_inicial: 50_000, fecha_vencimiento: sql`now() - interval '1 day'` as never },
  ]);
  inserted += await insertMissing(db, 'coupons', DEMO_COUPONS);
  inserted += await insertMissing(db, 'coupons', [
    { codigo: 'CUPONVENCIDO', descripcion: 'Cupón vencido', porcentaje: 15, monto: null, minimo_compra: 0, fecha_fin: sql`now() - interval '1 day'` as never },
  ]);
  return inserted;
}
