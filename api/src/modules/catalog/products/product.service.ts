import type { Product, SortOption } from '@botica/shared-contracts/catalog/entities';
import type { ProductListResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SessionCustomer } from '../../auth/auth.types.js';
import { catalogErrors } from '../catalog.errors.js';
import { pageWindow } from '../catalog.pagination.js';
import type { CategoryService } from '../categories/category.service.js';
import { toProduct } from './product.mapper.js';
import { type ProductFilter, ProductRepository, type ProductSort } from './product.repository.js';

export type { ProductFilter };

export interface Viewer {
  customer?: SessionCustomer | null;
}

const isTester = (viewer: Viewer) => Boolean(viewer.customer?.esTester);

/** Product cards, lists and detail with the price rules of spec 000 §3 and §9. */
export class ProductService {
  readonly repo: ProductRepository;

  constructor(db: Kysely<Database>) {
    this.repo = new ProductRepository(db);
  }

  /** Products for the given codes, in that order; test payment discounts only for testers. */
  async cards(codes: number[], viewer: Viewer): Promise<Product[]> {
    const [rows, discounts] = await Promise.all([
      this.repo.findByCodes(codes),
      this.repo.paymentDiscounts(codes, isTester(viewer)),
    ]);
    const byCode = new Map(rows.map((r) => [r.codigo, r]));
    return codes.flatMap((code) => {
      const row = byCode.get(code);
      return row ? [toProduct(row, discounts.filter((d) => d.producto_codigo === code))] : [];
    });
  }

  /** `total` lets a caller that already knows the list's size (cached category counts) skip the count query. */
  async list(
    filter: ProductFilter,
    sort: SortOption | ProductSort,
    p: string | number | undefined,
    viewer: Viewer,
    total?: () => Promise<number>,
  ): Promise<ProductListResponse> {
    const { page, pageSize, limit, offset } = pageWindow(p);
    const [codes, count] = total
      ? await Promise.all([this.repo.pageCodes(filter, sort, limit, offset), total()])
      : await this.repo.page(filter, sort, limit, offset).then((r) => [r.codes, r.total] as const);
    return { ok: true, results: await this.cards(codes, viewer), total: count, page, pageSize };
  }

  /** A fixed-size list with no pagination beyond the first page (home carousels). */
  async top(filter: ProductFilter, sort: ProductSort, size: number, viewer: Viewer): Promise<ProductListResponse> {
    const codes = await this.repo.pageCodes(filter, sort, size, 0);
    const results = await this.cards(codes, viewer);
    return { ok: true, results, total: results.length, page: 1, pageSize: size };
  }

  async detail(codigo: number, viewer: Viewer, padres: Product['padres']): Promise<Product> {
    const [product] = await this.cards([codigo], viewer);
    if (!product) throw catalogErrors.productNotFound();
    return { ...product, padres };
  }

  async categoryOf(codigo: number): Promise<{ categoria: number; marca: number | null } | undefined> {
    const [row] = await this.repo.findByCodes([codigo]);
    return row ? { categoria: row.categoria_codigo, marca: row.marca_codigo } : undefined;
  }

  /** Filter and title of a listing by brand (code), manufacturer (name) or category (code). */
  async listing(opcion: 'marca' | 'fabricante' | 'categoria', id: string, categories: CategoryService) {
    if (opcion === 'fabricante') {
      const name = await this.repo.fabricanteName(decodeURIComponent(id));
      if (!name) throw catalogErrors.manufacturerNotFound();
      return { filter: { fabricante: name } as ProductFilter, titulo: name };
    }
    const code = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : Number.NaN;
    if (opcion === 'marca') {
      const brand = Number.isNaN(code) ? undefined : await this.repo.brand(code);
      if (!brand) throw catalogErrors.brandNotFound();
      return { filter: { marca: brand.codigo } as ProductFilter, titulo: brand.descripcion };
    }
    if (Number.isNaN(code)) throw catalogErrors.categoryNotFound();
    const cat = await categories.get(code);
    return { filter: { categorias: await categories.subtree(code) } as ProductFilter, titulo: cat.descripcion };
  }

  /** Filter, title and natural order of a custom menu entry (MEW_CARGA_PERSONALIZADA 'S'). */
  async customMenu(codigo: number, categories: CategoryService): Promise<{ filter: ProductFilter; titulo: string; sort: ProductSort }> {
    const menu = await categories.repo.customMenu(codigo);
    if (!menu) throw catalogErrors.menuNotFound();
    const n = Number(menu.valor);
    switch (menu.tipo) {
      case 'promocion':
        return { filter: { promocion: true }, titulo: menu.descripcion, sort: 'promocion' };
      case 'nuevo':
        return { filter: { nuevo: true }, titulo: menu.descripcion, sort: 'nuevo' };
      case 'destacado':
        return { filter: { destacado: true }, titulo: menu.descripcion, sort: 'destacado' };
      case 'descuento':
        return { filter: { descuentoMin: Number.isFinite(n) && n > 0 ? n : 1 }, titulo: menu.descripcion, sort: 'descuento' };
      case 'marca':
        return { filter: { marca: n }, titulo: menu.descripcion, sort: 'destacado' };
      default:
        return { filter: { categorias: await categories.subtree(n) }, titulo: menu.descripcion, sort: 'destacado' };
    }
  }
}
