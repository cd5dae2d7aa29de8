/** Image names are served by the API under /api/imagenes; absolute URLs are used as they are. */
export function imageUrl(name: string): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `/api/imagenes/${name}`;
}

/** A link inside the shop opens in the same tab through the router. */
export function isInternalLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
