import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the orders tables. Keep in step with `migrations/`. */

export interface OrdersTable {
  codigo: Generated<number>;
  customer_codigo: number;
  estado: string;
  tipo_envio: number;
  direccion_codigo: number | null;
  sucursal_codigo: number | null;
  forma_pago_codigo: number;
  subtotal: number;
  delivery: Generated<number>;
  descuento: Generated<number>;
  total: number;
  oncologico: Generated<boolean>;
  observacion: string | null;
  token_peticion: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Checkout (migration 0040). */
  tipo_entrega: string | null;
  entrega: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  cupon_codigo: string | null;
  descuento_cupon: Generated<number>;
  gift_codigo: string | null;
  gift_monto: Generated<number>;
  bolsa_cantidad: Generated<number>;
  bolsa_total: Generated<number>;
  cart_id: number | null;
  telefono_pago: string | null;
  alias_token: string | null;
  /** A line's product comes from the supplier's stock: confirmed within 12 business hours (migration 0114). */
  stock_proveedor: Generated<boolean>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_codigo: number;
  producto_codigo: number;
  descripcion: string;
  cantidad: number;
  precio: number;
  porcentaje_descuento: Generated<number>;
  es_regalo: Generated<boolean>;
  /** Checkout (migration 0040). */
  precio_sin_descuento: number | null;
  descuento_codigo: number | null;
  descuento_promocion: Generated<number>;
  descuento_forma_pago: Generated<number>;
  subtotal: number | null;
}
