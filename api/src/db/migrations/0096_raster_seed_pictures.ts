import { type Kysely, sql } from 'kysely';

/** Every column that names a picture of seed-data/images. */
const PICTURE_COLUMNS = [
  ['categories', 'imagen'],
  ['brands', 'imagen'],
  ['products', 'foto'],
  ['product_payment_discounts', 'imagen'],
  ['banners', 'imagen'],
  ['banners', 'imagen_web'],
  ['notification_messages', 'imagen'],
  ['notification_messages', 'imagen_web'],
  ['notification_messages', 'imagen_mobile'],
  ['custom_menus', 'imagen'],
  ['cover_images', 'imagen'],
  ['cover_images', 'imagen_web'],
  ['landing_sections', 'banner'],
  ['landing_sections', 'imagen'],
  ['landing_slides', 'imagen'],
] as const;

/** A name the seed gave: `<folder>/<name>.svg` in one of the shop's picture folders. */
const SEED_SVG = '^(placeholders|banners|marcas|notificaciones)/[a-z0-9-]+\\.svg$';

/**
 * The shop's own pictures (category placeholders, banners, brand tiles, notification images) are shown as the WebP
 * drawn from each SVG (`scripts/render-seed-images.mjs`): a browser decodes a raster off the page's main thread,
 * while an SVG picture is laid out and its text shaped on it during the first visit. Rows written by the seed or by
 * earlier migrations with an SVG of those folders now name its WebP (a banner's phone picture, the one at 60 %); any
 * other picture is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PICTURE_COLUMNS) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = regexp_replace(${sql.ref(column)}, '\\.svg$', '.webp')
      WHERE ${sql.ref(column)} ~ ${SEED_SVG}`.execute(db);
  }
  // a banner's phone picture is its WebP at 60 % (imagen_web keeps the full one)
  await sql`UPDATE banners SET imagen = regexp_replace(imagen, '\\.webp$', '-movil.webp') WHERE imagen ~ '^banners/[a-z0-9-]+\\.webp$' AND imagen = imagen_web`.execute(db);
  // a product's gallery: [{ "nombre": "placeholders/….svg" }, …]
  await sql`UPDATE products SET galeria = regexp_replace(galeria::text, '"((placeholders|banners|marcas)/[a-z0-9-]+)\\.svg"', '"\\1.webp"', 'g')::jsonb
    WHERE galeria::text ~ '"(placeholders|banners|marcas)/[a-z0-9-]+\\.svg"'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
