import type { FastifyInstance } from 'fastify';
import { ProductService } from '../catalog/products/product.service.js';
import { CalculationService } from './calculation.service.js';
import { CartService } from './carts/cart.service.js';
import { GiftService } from './gifts/gift.service.js';
import { OrderService } from './order.service.js';

/** The checkout's services, built once per app on its database. */
export function checkoutServices(app: FastifyInstance) {
  const calculations = new CalculationService(app.db);
  return {
    calculations,
    orders: new OrderService({ db: app.db, pglite: app.pglite }, calculations),
    carts: new CartService({ db: app.db, pglite: app.pglite }, app.config.PUBLIC_URL, new ProductService(app.db)),
    gifts: new GiftService(app.db),
  };
}
export type CheckoutServices = ReturnType<typeof checkoutServices>;
