import type { FastifyInstance } from 'fastify';
import availabilityRoutes from './availability/availability.routes.js';
import { catalogServices } from './catalog.services.js';
import categoryRoutes from './categories/category.routes.js';
import discountRoutes from './discounts/discount.routes.js';
import favouriteRoutes from './favourites/favourite.routes.js';
import homeRoutes from './home/home.routes.js';
import productRoutes from './products/product.routes.js';
import ratingRoutes from './ratings/rating.routes.js';
import searchRoutes from './search/search.routes.js';

/** Catalogue, search, availability, favourites, ratings and home/header data (spec 000 §7, spec 002 §7). */
export default async function catalogRoutes(app: FastifyInstance) {
  const services = catalogServices(app);
  for (const routes of [categoryRoutes, productRoutes, searchRoutes, availabilityRoutes, favouriteRoutes, ratingRoutes, discountRoutes, homeRoutes]) {
    await app.register(routes, { services });
  }
}
