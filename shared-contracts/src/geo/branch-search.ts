import type { Branch } from './entities';

/** Branch search (spec 000 §5): text needs more than 3 characters; a number matches a branch number. */
export const MIN_SEARCH_LENGTH = 4;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** True when the text is a search: a number, or more than 3 characters. */
export function isBranchSearch(query: string): boolean {
  const q = query.trim();
  return /^\d+$/.test(q) || q.length >= MIN_SEARCH_LENGTH;
}

/**
 * The branches a search names: by number ('12' → PUNTO 12), or by 'PUNTO {numero}', address, city or
 * department containing the text (accents and case ignored). Anything shorter than a search keeps every branch.
 */
export function filterBranches<B extends Pick<Branch, 'numero' | 'direccion' | 'ciudad' | 'departamento'>>(
  branches: readonly B[],
  query: string,
): B[] {
  const q = query.trim();
  if (!isBranchSearch(q)) return [...branches];
  if (/^\d+$/.test(q)) return branches.filter((b) => b.numero === Number(q));
  const needle = normalize(q);
  return branches.filter((b) =>
    [`PUNTO ${b.numero}`, b.direccion, b.ciudad, b.departamento].some((field) => normalize(field).includes(needle)),
  );
}
