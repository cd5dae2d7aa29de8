import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_IMAGES_DIR, readSeedJson } from './seed-files.js';

export interface CategoryRow { codigo: number; descripcion: string; slug: string; padre: number | null; nivel: number; iva: number; imagen: string }
export interface BrandRow { codigo: number; nombre: string; slug: string; grupo: string | null }
export interface ProductRow {
  codigo: number; descripcion: string; nombre: string; slug: string; codigoBarra: string; precio: number; iva: number;
  marca: { codigo: number } | null; fabricante: string | null; categoria: { codigo: number }; codigoControl: number;
  esRefrigerado: boolean; oncologico: boolean; fotoPrincipal: { nombre: string } | null; nuevo: 'S' | 'N';
  promocion: 'S' | 'N'; descuento: number; principioActivo?: string; presentacion?: string; contenido?: string;
  descripcionLarga?: string; descuentoPorCantidad?: { step: number; promocion: string; porcentajeDescuento: number; mensaje: string };
}

export const loadCategories = () => readSeedJson<CategoryRow[]>('catalog/categories.json');
export const loadBrands = () => readSeedJson<BrandRow[]>('catalog/brands.json');
export const loadProducts = () => readSeedJson<ProductRow[]>('catalog/products_demo.json');

/** Level-3 groups of the medicine categories, by pharmaceutical form. */
const FORM_GROUPS = [
  { n: 1, descripcion: 'Comprimidos y cápsulas', match: /^(comprimidos|cápsulas)/ },
  { n: 2, descripcion: 'Jarabes, suspensiones y gotas', match: /^(jarabe|suspensión oral|gotas$|polvo para solución oral|granulado)/ },
  { n: 3, descripcion: 'Cremas, inyectables y otras formas', match: /.*/ },
] as const;
const MEDICINES = 100;

export function formGroup(presentacion: string | undefined) {
  return FORM_GROUPS.find((g) => g.match.test(presentacion ?? ''))!;
}

/** Code of a level-3 category: its level-2 parent's code × 100 + the group number (never clashes with the data's codes). */
export const level3Code = (parent: number, n: number) => parent * 100 + n;

/** The category a product is filed under: a level-3 form group for medicines, its data category otherwise. */
export function productCategory(p: ProductRow, categories: Map<number, CategoryRow>): number {
  const cat = categories.get(p.categoria.codigo);
  if (cat?.padre !== MEDICINES) return p.categoria.codigo;
  return level3Code(cat.codigo, formGroup(p.presentacion).n);
}

/** Level-3 categories that actually hold products. */
export function level3Categories(products: ProductRow[], categories: Map<number, CategoryRow>): CategoryRow[] {
  const out = new Map<number, CategoryRow>();
  for (const p of products) {
    const parent = categories.get(p.categoria.codigo);
    if (parent?.padre !== MEDICINES) continue;
    const g = formGroup(p.presentacion);
    const codigo = level3Code(parent.codigo, g.n);
    const slug = `${parent.slug}-${g.descripcion.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    out.set(codigo, { codigo, descripcion: g.descripcion, slug, padre: parent.codigo, nivel: 3, iva: parent.iva, imagen: parent.imagen });
  }
  return [...out.values()].sort((a, b) => a.codigo - b.codigo);
}

/** The fill colour of a placeholder image, used as the category's colour. */
export function placeholderColour(imagen: string): string | null {
  try {
    const svg = readFileSync(path.join(SEED_IMAGES_DIR, imagen.replace(/\.webp$/, '.svg')), 'utf8'); // drawn from its SVG
    return /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? null;
  } catch {
    return null;
  }
}
