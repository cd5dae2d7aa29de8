import type { FastifyInstance } from 'fastify';
import { AvailabilityService } from './availability/availability.service.js';
import { CategoryService } from './categories/category.service.js';
import { DiscountService } from './discounts/discount.service.js';
import { FavouriteService } from './favourites/favourite.service.js';
import { HomeService } from './home/home.service.js';
import { ProductService } from './products/product.service.js';
import { RatingService } from './ratings/rating.service.js';
import { SearchService } from './search/search.service.js';

/** The catalogue's services, built once per app on its database. */
export function catalogServices(app: FastifyInstance) {
  const products = new ProductService(app.db);
  const categories = new CategoryService(app.db);
  return {
    products,
    categories,
    search: new SearchService(app.db, products),
    availability: new AvailabilityService(app.db),
    favourites: new FavouriteService(app.db, products),
    ratings: new RatingService(app.db),
    discounts: new DiscountService(app.db, categories),
    home: new HomeService(app.db),
  };
}
export type CatalogServices = ReturnType<typeof catalogServices>;
