import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/auth.routes.js';
import customersRoutes from './modules/customers/customers.routes.js';
import catalogRoutes from './modules/catalog/catalog.routes.js';
import coversRoutes from './modules/covers/covers.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import recoveryRoutes from './modules/recovery/recovery.routes.js';
import socialRoutes from './modules/social/social.routes.js';
import aboutRoutes from './modules/about/about.routes.js';
import imageRoutes from './modules/images/images.routes.js';
import geoRoutes from './modules/geo/geo.routes.js';
import checkoutRoutes from './modules/checkout/checkout.routes.js';
import addressRoutes from './modules/addresses/addresses.routes.js';
import paymentRoutes from './modules/payments/payments.routes.js';

/** Every module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(coversRoutes);
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(customersRoutes);
  await app.register(recoveryRoutes);
  await app.register(socialRoutes);
  await app.register(aboutRoutes);
  await app.register(imageRoutes);
  await app.register(geoRoutes);
  await app.register(checkoutRoutes);
  await app.register(addressRoutes);
  await app.register(paymentRoutes);
}
