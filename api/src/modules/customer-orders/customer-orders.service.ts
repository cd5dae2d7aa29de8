import { FINISHED_STATUSES, type OrderDetail, type OrderSummary, type TopProduct } from '@botica/shared-contracts/account/responses';
import { orderTypeOf } from '@botica/shared-contracts/checkout/entities';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.js';
import { productPricing } from '../catalog/pricing/pricing.js';
import { checkoutServices } from '../checkout/checkout.services.js';
import { orderBags, ordersOfMonth, topProducts } from './customer-orders.repository.js';

export const ORDER_NOT_FOUND = 'El pedido no existe.';
const TOP_PRODUCTS = 8;

/**
 * The account's view of the customer's orders (spec 001 §2 /mis-pedidos, /pedido/{codigo}). Orders are made by
 * checkout; this reads them, only the session customer's. The shop keeps no separate sales (ventas) yet, so an
 * order's own status says whether it was annulled (ANUL) or delivered (REND).
 */
export class CustomerOrdersService {
  private readonly orders;
  constructor(private readonly app: FastifyInstance) {
    this.orders = checkoutServices(app).orders;
  }

  async month(customer: number, year: number, month: number) {
    const rows = await ordersOfMonth(this.app.db, customer, year, month);
    const all: OrderSummary[] = rows.map((r) => ({
      codigo: r.codigo,
      estado: r.estado,
      fecha: new Date(r.created_at).toISOString(),
      total: r.total,
      venta: null,
      ventas: [],
      pedido: { tipo: orderTypeOf(r.tipo_envio) },
      cantidadProductos: r.cantidad,
    }));
    const finished = (o: OrderSummary) => (FINISHED_STATUSES as readonly string[]).includes(o.ventas[0]?.estado ?? o.estado);
    return { enProceso: all.filter((o) => !finished(o)), finalizados: all.filter(finished) };
  }

  /** The order with its lines; delivery and bags are extra charges (producto null). */
  async detail(customer: number, codigo: number): Promise<OrderDetail> {
    let order;
    try {
      order = await this.orders.get(customer, codigo);
    } catch {
      throw notFound(ORDER_NOT_FOUND);
    }
    const bags = await orderBags(this.app.db, customer, codigo);
    const extras: OrderDetail['extras'] = [];
    if (order.delivery > 0) extras.push({ cantidad: 1, precio: order.delivery, producto: null, productosSGE: [{ descripcion: 'Costo de envío' }] });
    if (bags && bags.bolsa_total > 0) {
      extras.push({ cantidad: bags.bolsa_cantidad, precio: Math.round(bags.bolsa_total / Math.max(1, bags.bolsa_cantidad)), producto: null, productosSGE: [{ descripcion: 'Bolsa' }] });
    }
    return { ...order, ventas: [], extras };
  }

  async top(customer: number): Promise<TopProduct[]> {
    const rows = await topProducts(this.app.db, customer, TOP_PRODUCTS);
    return rows.map((r) => ({ codigo: r.codigo, descripcion: r.descripcion, precio: productPricing(r.precio, r.descuento ?? 0).precio, veces: r.veces, cantidad: r.cantidad, fotoPrincipal: r.foto ? { nombre: r.foto } : null }));
  }
}
