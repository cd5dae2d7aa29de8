import type { CategoryNode, MenuEntry } from '@botica/shared-contracts/catalog/entities';

/** Custom entries flagged for personalised loading go to /productos/{slug}/{code}; categories to /categoria/{codigo}/{slug}. */
export function entryHref(entry: MenuEntry): string {
  if (entry.MEW_CARGA_PERSONALIZADA === 'S') return `/productos/${entry.MEW_SLUG}/${entry.MEW_CODIGO}`;
  return `/categoria/${entry.codigo}/${entry.MEW_SLUG}`;
}

export function nodeHref(node: CategoryNode): string {
  return `/categoria/${node.codigo}/${node.slug}`;
}

export function menuImage(name: string | null | undefined): string | null {
  if (!name) return null;
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') ? name : `/api/imagenes/${name}`;
}
