import type { ProductListResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SessionCustomer } from '../../auth/auth.types.js';
import { catalogErrors } from '../catalog.errors.js';
import { pageWindow } from '../catalog.pagination.js';
import type { ProductService } from '../products/product.service.js';
import { FavouriteRepository } from './favourite.repository.js';

export const FAVOURITE_ADDED = 'Producto Agregado a Favoritos';
export const FAVOURITE_REMOVED = 'Producto eliminado de Favoritos';

export class FavouriteService {
  private readonly repo: FavouriteRepository;

  constructor(
    db: Kysely<Database>,
    private readonly products: ProductService,
  ) {
    this.repo = new FavouriteRepository(db);
  }

  async list(customer: SessionCustomer, p: string | undefined): Promise<ProductListResponse> {
    const { page, pageSize, limit, offset } = pageWindow(p);
    const [codes, total] = await Promise.all([this.repo.page(customer.codigo, limit, offset), this.repo.count(customer.codigo)]);
    return { ok: true, results: await this.products.cards(codes, { customer }), total, page, pageSize };
  }

  count(customer: SessionCustomer) {
    return this.repo.count(customer.codigo);
  }

  has(customer: SessionCustomer, producto: number) {
    return this.repo.has(customer.codigo, producto);
  }

  /** Adds (idempotent) and answers the new count for the header counter. */
  async add(customer: SessionCustomer, producto: number): Promise<number> {
    if (!(await this.products.repo.exists(producto))) throw catalogErrors.productNotFound();
    await this.repo.add(customer.codigo, producto);
    return this.repo.count(customer.codigo);
  }

  async remove(customer: SessionCustomer, producto: number): Promise<number> {
    if (!(await this.repo.remove(customer.codigo, producto))) {
      throw catalogErrors.favouriteNotFound();
    }
    return this.repo.count(customer.codigo);
  }
}
