/** Slug of spec 000 §2: lowercase, accents removed, spaces as hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** The shop's text cuts (spec 000 §9): the mobile menu's category names, address labels, the default, breadcrumb analytics. */
export const TRUNCATE = { mobileCategory: 25, addressLabel: 20, default: 10, breadcrumbKeyword: 100 } as const;

/** Cuts a text to `max` characters and marks the cut with '...'; 10 characters unless told. */
export function truncate(text: string, max: number = TRUNCATE.default): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
