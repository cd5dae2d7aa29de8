import type { CategoryNode, MenuEntry } from '@botica/shared-contracts/catalog/entities';
import type { CategoryDetailResponse, FaqEntry, RelatedCategory } from '@botica/shared-contracts/catalog/responses';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { catalogErrors } from '../catalog.errors.js';
import { CategoryRepository, type CategoryRow } from './category.repository.js';

type Detail = CategoryDetailResponse['result'];

const ref = (c: CategoryRow) => ({ codigo: c.codigo, descripcion: c.descripcion, slug: c.slug });

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** The tree and the products per category are cached this long: they change with catalogue imports, not with browsing. */
const COUNTS_TTL_MS = 60_000;

/** The category tree (about a hundred rows) is read whole and walked in memory. */
export class CategoryService {
  readonly repo: CategoryRepository;
  private counts?: { at: number; value: Promise<Map<number, number>> };

  constructor(db: Kysely<Database>) {
    this.repo = new CategoryRepository(db);
  }

  private treeCache?: { at: number; value: ReturnType<CategoryService['loadTree']> };

  /** The tree, at most a minute old (categories change with catalogue imports, every page reads them). */
  private tree() {
    if (!this.treeCache || Date.now() - this.treeCache.at > COUNTS_TTL_MS) {
      const value = this.loadTree();
      value.catch(() => (this.treeCache = undefined));
      this.treeCache = { at: Date.now(), value };
    }
    return this.treeCache.value;
  }

  private async loadTree() {
    const rows = await this.repo.all();
    const byId = new Map(rows.map((r) => [r.codigo, r]));
    const children = new Map<number | null, CategoryRow[]>();
    for (const r of rows) {
      const key = r.padre !== null && byId.has(r.padre) ? r.padre : null;
      children.set(key, [...(children.get(key) ?? []), r]);
    }
    return { rows, byId, children };
  }

  async get(id: number): Promise<CategoryRow> {
    const { byId } = await this.tree();
    const c = byId.get(id);
    if (!c) throw catalogErrors.categoryNotFound();
    return c;
  }

  /** Products per category (own products, not descendants), at most a minute old. */
  productCounts(): Promise<Map<number, number>> {
    if (!this.counts || Date.now() - this.counts.at > COUNTS_TTL_MS) {
      const value = this.repo.productCounts();
      value.catch(() => (this.counts = undefined));
      this.counts = { at: Date.now(), value };
    }
    return this.counts.value;
  }

  /** How many products the given categories hold together. */
  async countIn(categories: number[]): Promise<number> {
    const counts = await this.productCounts();
    return categories.reduce((sum, c) => sum + (counts.get(c) ?? 0), 0);
  }

  /** The category and every descendant. */
  async subtree(id: number): Promise<number[]> {
    const { byId, children } = await this.tree();
    if (!byId.has(id)) throw catalogErrors.categoryNotFound();
    const out: number[] = [];
    const stack = [id];
    while (stack.length) {
      const cur = stack.pop() as number;
      out.push(cur);
      for (const ch of children.get(cur) ?? []) stack.push(ch.codigo);
    }
    return out;
  }

  /** Ancestors root first, without the category itself (the breadcrumb's 'padres'). */
  async ancestors(id: number) {
    const { byId } = await this.tree();
    const out: CategoryRow[] = [];
    let cur = byId.get(id);
    const seen = new Set<number>();
    while (cur && cur.padre !== null && !seen.has(cur.padre)) {
      seen.add(cur.padre);
      cur = byId.get(cur.padre);
      if (cur) out.unshift(cur);
    }
    return out.map(ref);
  }

  /**
   * Picture of a category (spec 002 §2.11): `/categorias/{name}.png`, the site's path of category pictures. The name
   * is that of its own picture, else its nearest ancestor's, else its top-level category's slug.
   */
  private image(c: CategoryRow, byId: Map<number, CategoryRow>): string {
    let cur: CategoryRow | undefined = c;
    let top: CategoryRow = c;
    while (cur) {
      if (cur.imagen) return categoryPicture(cur.imagen);
      top = cur;
      cur = cur.padre !== null ? byId.get(cur.padre) : undefined;
    }
    return `/categorias/${top.slug}.png`;
  }

  async menu(): Promise<MenuEntry[]> {
    const { byId, children } = await this.tree();
    const node = (c: CategoryRow, depth: number): CategoryNode => ({
      codigo: c.codigo,
      descripcion: c.descripcion,
      slug: c.slug,
      imagen: this.image(c, byId),
      categorias: depth < 3 ? (children.get(c.codigo) ?? []).map((ch) => node(ch, depth + 1)) : [],
    });
    const categories: MenuEntry[] = (children.get(null) ?? []).map((c) => ({
      MEW_CODIGO: c.codigo,
      MEW_DESCRIPCION: c.descripcion,
      MEW_SLUG: c.slug,
      MEW_URL: `/categoria/${c.codigo}/${c.slug}`,
      MEW_COLOR: c.color,
      MEW_CARGA_PERSONALIZADA: 'N',
      imagenes: { FILENAME: this.image(c, byId) },
      codigo: c.codigo,
      descripcion: c.descripcion,
      slug: c.slug,
      categorias: node(c, 1).categorias,
    }));
    const custom: MenuEntry[] = (await this.repo.customMenus()).map((m) => ({
      MEW_CODIGO: m.codigo,
      MEW_DESCRIPCION: m.descripcion,
      MEW_SLUG: m.slug,
      MEW_URL: `/productos/${m.slug}/${m.codigo}`,
      MEW_COLOR: m.color,
      MEW_CARGA_PERSONALIZADA: 'S',
      imagenes: m.imagen ? { FILENAME: m.imagen } : null,
      codigo: m.codigo,
      descripcion: m.descripcion,
      slug: m.slug,
      categorias: [],
    }));
    return [...categories, ...custom];
  }

  /** Children first (to go deeper), then siblings; each with its product count including descendants. */
  async relations(id: number): Promise<RelatedCategory[]> {
    const { byId, children } = await this.tree();
    const c = byId.get(id);
    if (!c) throw catalogErrors.categoryNotFound();
    const counts = await this.productCounts();
    const total = (cat: number): number =>
      (counts.get(cat) ?? 0) + (children.get(cat) ?? []).reduce((sum, ch) => sum + total(ch.codigo), 0);
    const siblings = (children.get(c.padre !== null && byId.has(c.padre) ? c.padre : null) ?? []).filter((s) => s.codigo !== id);
    return [...(children.get(id) ?? []), ...siblings]
      .map((r) => ({ ...ref(r), imagen: this.image(r, byId), cantidad: total(r.codigo) }))
      .filter((r) => r.cantidad > 0);
  }

  async featured(): Promise<RelatedCategory[]> {
    const { rows, byId, children } = await this.tree();
    const counts = await this.productCounts();
    const total = (cat: number): number =>
      (counts.get(cat) ?? 0) + (children.get(cat) ?? []).reduce((sum, ch) => sum + total(ch.codigo), 0);
    return rows
      .filter((r) => r.destacada)
      .map((r) => ({ ...ref(r), imagen: this.image(r, byId), cantidad: total(r.codigo) }));
  }

  /** Title, breadcrumb and an FAQ accordion built from what the category's products really carry. */
  async details(id: number): Promise<Detail> {
    const c = await this.get(id);
    const ids = await this.subtree(id);
    const [padres, brands, actives, presentations, stats, attrs] = await Promise.all([
      this.ancestors(id),
      this.repo.topBrands(ids, 8),
      this.repo.topValues(ids, 'principio_activo', 8),
      this.repo.topValues(ids, 'presentacion', 8),
      this.repo.priceAndControl(ids),
      this.repo.attributeValues(ids, 60),
    ]);
    const name = c.descripcion.toLowerCase();
    const preguntas: FaqEntry[] = [];
    if (stats.total > 0) {
      preguntas.push({
        pregunta: `¿Cuál es el rango de precios de ${name}?`,
        respuesta: `Tenemos ${stats.total} productos en ${c.descripcion}, desde ${formatGs(stats.min)} hasta ${formatGs(stats.max)}.`,
      });
    }
    if (brands.length) {
      preguntas.push({ pregunta: `¿Qué marcas de ${name} puedo encontrar?`, respuesta: `Las marcas más buscadas son ${list(brands)}.` });
    }
    if (actives.length) {
      preguntas.push({
        pregunta: `¿Qué principios activos hay en ${name}?`,
        respuesta: `Encontrá productos con ${list(actives)}. Consultá siempre a tu médico o farmacéutico.`,
      });
    }
    if (presentations.length) {
      preguntas.push({ pregunta: `¿En qué presentaciones se venden?`, respuesta: `Disponibles en ${list(presentations)}.` });
    }
    if (stats.total > 0) {
      preguntas.push({
        pregunta: `¿Necesito receta para comprar ${name}?`,
        respuesta:
          stats.controlados > 0
            ? `${stats.controlados} de ${stats.total} productos requieren receta médica; el resto es de venta libre.`
            : 'No, todos los productos de esta categoría son de venta libre.',
      });
    }
    if (stats.refrigerados > 0) {
      preguntas.push({
        pregunta: '¿Hay productos que requieren cadena de frío?',
        respuesta: `Sí, ${stats.refrigerados} productos se conservan refrigerados y se entregan en condiciones adecuadas.`,
      });
    }
    const byAttr = new Map<string, string[]>();
    for (const a of attrs) byAttr.set(a.nombre, [...(byAttr.get(a.nombre) ?? []), a.valor]);
    for (const [nombre, valores] of [...byAttr].slice(0, 4)) {
      preguntas.push({ pregunta: `¿Qué opciones de ${nombre.toLowerCase()} hay?`, respuesta: `${list(valores.slice(0, 8))}.` });
    }
    return { ...ref(c), titulo: c.descripcion, imagen: c.imagen, padres, preguntas };
  }
}

/** `/categorias/{name}.png` for a stored picture name (`placeholders/medicamentos.webp` → `/categorias/medicamentos.png`). */
export function categoryPicture(stored: string): string {
  const name = stored.split('/').pop()!.replace(/\.[a-z0-9]+$/i, '');
  return `/categorias/${encodeURIComponent(name)}.png`;
}
