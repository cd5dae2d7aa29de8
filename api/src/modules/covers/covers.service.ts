import type { Kysely } from 'kysely';
import type { Cover } from '@botica/shared-contracts/content/covers';
import type { Database } from '../../db/schema.js';
import { coverErrors } from './covers.errors.js';
import { coversRepository } from './covers.repository.js';

export function coversService(db: Kysely<Database>) {
  const repo = coversRepository(db);
  return {
    async active(): Promise<{ slug: string; nombre: string } | null> {
      return (await repo.findActive()) ?? null;
    },
    async bySlug(slug: string): Promise<Cover> {
      const cover = await repo.findBySlug(slug);
      if (!cover) throw coverErrors.notFound();
      const images = await repo.imagesOf(slug);
      return {
        slug: cover.slug,
        nombre: cover.nombre,
        contenido: cover.contenido,
        contenidoApp: cover.contenido_app,
        color: cover.color,
        imagenes: images.map((i) => ({ ubicacion: i.ubicacion, imagen: i.imagen, imagenWeb: i.imagen_web, url: i.url })),
        banners: images
          .filter((i) => i.ubicacion.endsWith('-WEB'))
          .map((i) => ({ imagen: i.imagen, imagenWeb: i.imagen_web, url: i.url })),
      };
    },
  };
}
