import * as v from 'valibot';
import { OrderSchema, OrderTypeSchema } from '../checkout/entities';

const ok = v.literal(true);

/** Order status labels (spec 001 §4). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  GENE: 'Pendiente',
  PROC: 'Preparando',
  ANUL: 'Anulado',
  REND: 'Entregado',
};
/** The statuses listed under 'Finalizados'; the rest are 'En proceso'. */
export const FINISHED_STATUSES = ['ANUL', 'REND'] as const;

/** One order in the month's list (spec 001 §3 peticion): its linked sale's status, if any, in `ventas`. */
export const OrderSummarySchema = v.object({
  codigo: v.number(),
  estado: v.string(),
  fecha: v.string(),
  total: v.number(),
  venta: v.nullable(v.number()),
  ventas: v.array(v.object({ estado: v.string() })),
  pedido: v.object({ tipo: OrderTypeSchema }),
  cantidadProductos: v.number(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** `GET /clientes/pedidos?month&year`: 'En proceso' and 'Finalizados' of the month. */
export const OrdersResponseSchema = v.object({
  ok,
  result: v.object({ enProceso: v.array(OrderSummarySchema), finalizados: v.array(OrderSummarySchema) }),
});
export type OrdersResponse = v.InferOutput<typeof OrdersResponseSchema>;

/** An order's detail with its extra charges (`producto` null, described by `productosSGE[0].descripcion`). */
export const OrderDetailSchema = v.object({
  ...OrderSchema.entries,
  ventas: v.array(v.object({ estado: v.string() })),
  extras: v.array(v.object({ cantidad: v.number(), precio: v.number(), producto: v.null(), productosSGE: v.array(v.object({ descripcion: v.string() })) })),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
/** `GET /clientes/pedidos/{id}`: `result[0]` is the order with its details. */
export const OrderDetailResponseSchema = v.object({ ok, result: v.tuple([OrderDetailSchema]) });

/** `GET /clientes/top-productos`: the customer's most requested products. */
export const TopProductSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  /** What the customer pays per unit now. */
  precio: v.number(),
  veces: v.number(),
  cantidad: v.number(),
  fotoPrincipal: v.nullable(v.object({ nombre: v.string() })),
});
export type TopProduct = v.InferOutput<typeof TopProductSchema>;
export const TopProductsResponseSchema = v.object({ ok, results: v.array(TopProductSchema) });

export const OkMessageSchema = v.object({ ok, message: v.string() });
