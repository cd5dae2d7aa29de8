import type { FastifyInstance } from 'fastify';
import cartRoutes from './carts/cart.routes.js';
import { checkoutServices } from './checkout.services.js';
import giftRoutes from './gifts/gift.routes.js';
import orderRoutes from './order.routes.js';

/** Calculation, orders, delivery slots, gift cards, saved and shared carts (spec 000 §7). */
export default async function checkoutRoutes(app: FastifyInstance) {
  const services = checkoutServices(app);
  for (const routes of [orderRoutes, giftRoutes, cartRoutes]) await app.register(routes, { services });
}
