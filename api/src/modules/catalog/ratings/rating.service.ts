import type { RatingResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SessionCustomer } from '../../auth/auth.types.js';
import { catalogErrors } from '../catalog.errors.js';
import { RatingRepository } from './rating.repository.js';

export const RATING_SAVED = 'Gracias por calificar este producto.';

export class RatingService {
  private readonly repo: RatingRepository;

  constructor(db: Kysely<Database>) {
    this.repo = new RatingRepository(db);
  }

  async view(producto: number, customer: SessionCustomer | null | undefined): Promise<RatingResponse['result']> {
    if (!(await this.repo.productExists(producto))) throw catalogErrors.productNotFound();
    const [summary, propia] = await Promise.all([
      this.repo.summary(producto),
      customer ? this.repo.own(customer.codigo, producto) : Promise.resolve(null),
    ]);
    return { ...summary, propia };
  }

  async rate(producto: number, customer: SessionCustomer, puntaje: number): Promise<RatingResponse['result']> {
    if (!(await this.repo.productExists(producto))) throw catalogErrors.productNotFound();
    await this.repo.upsert(customer.codigo, producto, puntaje);
    return this.view(producto, customer);
  }
}
