/**
 * Query text as the database stores product search text (`botica_unaccent`): lowercase, no accents
 * ('niños' → 'ninos'), words of letters and digits only. Anything else is dropped, so the words are
 * safe inside a tsquery.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** Every word as a prefix ('ibupro' finds 'ibuprofeno' while typing), all required. */
export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}
