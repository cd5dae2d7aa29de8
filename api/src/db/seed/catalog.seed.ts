import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertMissing } from './bulk-insert.js';
import { type CategoryRow, level3Categories, loadBrands, loadCategories, loadProducts, placeholderColour } from './catalog-data.js';

/** Featured categories (home "categorías destacadas") and brands ("marcas destacadas"). */
const FEATURED_CATEGORIES = new Set([100, 200, 500, 700, 1000, 1200, 101, 201, 301, 401, 503, 1001]);
const FEATURED_BRANDS = new Set([2001, 2007, 2009, 2010, 2017, 2035, 2041, 2042, 2043, 2058, 2999, 3001]);

/** Category tree (levels 1–3, colours and images) and brands. */
export async function seedCategoriesAndBrands(db: Kysely<Database>): Promise<number> {
  const base = loadCategories();
  const byCode = new Map(base.map((c) => [c.codigo, c]));
  const all: CategoryRow[] = [...base, ...level3Categories(loadProducts(), byCode)];
  const colours = new Map(base.filter((c) => c.nivel === 1).map((c) => [c.codigo, placeholderColour(c.imagen)]));
  const topOf = (c: CategoryRow): number => (c.padre === null ? c.codigo : topOf(byCode.get(c.padre)!));
  const order = new Map<number | null, number>();

  const categories = all.map((c) => {
    const orden = (order.get(c.padre) ?? 0) + 1;
    order.set(c.padre, orden);
    return {
      codigo: c.codigo, descripcion: c.descripcion, slug: c.slug, padre: c.padre, nivel: c.nivel, orden,
      imagen: c.imagen, color: colours.get(topOf(c)) ?? null, destacada: FEATURED_CATEGORIES.has(c.codigo), iva: c.iva,
    };
  });
  // Parents first (level order) so the self-reference holds in every batch.
  categories.sort((a, b) => a.nivel - b.nivel || a.codigo - b.codigo);
  let inserted = await insertMissing(db, 'categories', categories, 'codigo');

  const brands = loadBrands().map((b) => ({
    codigo: b.codigo, descripcion: b.nombre, slug: b.slug, grupo: b.grupo ?? null,
    imagen: `marcas/${b.slug}.webp`, destacada: FEATURED_BRANDS.has(b.codigo),
  }));
  inserted += await insertMissing(db, 'brands', brands, 'codigo');
  return inserted;
}
