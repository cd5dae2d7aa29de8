import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SEED_IMAGES_DIR } from '../../db/seed/seed-files.js';

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif)$/i;

/**
 * `GET /api/imagenes/<name>`: product, category, brand, banner and notification images from seed-data/images.
 * Only image files under that folder (no listing, no dotfiles, no path traversal: @fastify/static resolves
 * inside `root`), long-cached; SVGs may not run scripts when opened on their own.
 */
export default async function imageRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: SEED_IMAGES_DIR,
    prefix: '/imagenes/',
    decorateReply: false,
    list: false,
    dotfiles: 'deny',
    index: false,
    maxAge: 86_400_000, // Cache-Control: public, max-age=86400
    allowedPath: (pathName) => IMAGE_FILE.test(pathName),
    setHeaders: (reply: FastifyReply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
