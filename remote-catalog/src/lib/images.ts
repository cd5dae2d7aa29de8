/** Catalogue images are served by the API (long-cached). */
export function imageUrl(name: string | null | undefined, fallback = 'placeholders/medicamentos.webp'): string {
  const file = name && name.trim() ? name : fallback;
  if (/^https?:\/\//.test(file) || file.startsWith('/')) return file;
  return `/api/imagenes/${file.split('/').map(encodeURIComponent).join('/')}`;
}
