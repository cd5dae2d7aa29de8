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
import accountRoutes from './modules/customers/account.routes.js';
import customerOrderRoutes from './modules/customer-orders/customer-orders.routes.js';
import verificationRoutes from './modules/verification/verification.routes.js';
import guardianRoutes from './modules/guardians/guardians.routes.js';
import couponRoutes from './modules/coupons/coupons.routes.js';
import formsRoutes from './modules/forms/forms.routes.js';
import landingRoutes from './modules/landing/landing.routes.js';
import invoiceRoutes from './modules/invoices/invoices.routes.js';
import analyticsRoutes from './modules/analytics/analytics.routes.js';

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
  await app.register(accountRoutes);
  await app.register(customerOrderRoutes);
  await app.register(verificationRoutes);
  await app.register(guardianRoutes);
  await app.register(couponRoutes);
  await app.register(formsRoutes);
  await app.register(landingRoutes);
  await app.register(invoiceRoutes);
  await app.register(analyticsRoutes);
}
