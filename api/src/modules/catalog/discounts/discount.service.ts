import type { Discount } from '@botica/shared-contracts/catalog/responses';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { CategoryService } from '../categories/category.service.js';
import { catalogErrors } from '../catalog.errors.js';
import type { Viewer } from '../products/product.service.js';
import { prefixTsQuery, searchWords } from '../search/search-text.js';
import { DiscountRepository } from './discount.repository.js';

/** Payment-method discounts (descuentosFormas) and coupons; test discounts exist only for testers. */
export class DiscountService {
  private readonly repo: DiscountRepository;

  constructor(
    db: Kysely<Database>,
    private readonly categories: CategoryService,
  ) {
    this.repo = new DiscountRepository(db);
  }

  async list(opts: { categoria?: number; q?: string }, viewer: Viewer): Promise<Discount[]> {
    const words = opts.q ? searchWords(opts.q) : [];
    const rows = await this.repo.grouped({
      includeTest: Boolean(viewer.customer?.esTester),
      categorias: opts.categoria !== undefined ? await this.categories.subtree(opts.categoria) : undefined,
      tsquery: words.length ? prefixTsQuery(words) : undefined,
    });
    return rows.map((r) => ({
      codigoDescuento: Number(r.codigo),
      descripcion: r.descripcion,
      porcentaje: r.porcentaje,
      imagen: r.imagen,
      color: r.color,
      advertencia: r.advertencia,
      cantidadProductos: Number(r.cantidad),
    }));
  }

  async description(id: number, viewer: Viewer): Promise<string> {
    const d = await this.repo.byId(id);
    if (!d || (d.test && !viewer.customer?.esTester)) throw catalogErrors.discountNotFound();
    const text = `${d.porcentaje}% de descuento pagando con ${d.descripcion}.`;
    return d.advertencia ? `${text} ${d.advertencia}` : text;
  }

  async coupon(codigo: string): Promise<string> {
    const c = await this.repo.activeCoupon(codigo);
    if (!c) throw catalogErrors.couponNotFound();
    const amount = c.porcentaje !== null ? `${c.porcentaje}% de descuento` : `${formatGs(c.monto ?? 0)} de descuento`;
    const min = c.minimo_compra > 0 ? ` en compras desde ${formatGs(c.minimo_compra)}` : '';
    return `${c.descripcion}: ${amount}${min}.`;
  }
}
