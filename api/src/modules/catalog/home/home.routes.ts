import { BannersQuerySchema, ParameterParamsSchema } from '@botica/shared-contracts/catalog/requests';
import {
  BannersResponseSchema,
  BrandsResponseSchema,
  NewsletterBodySchema,
  NewsletterResponseSchema,
  OffersResponseSchema,
  ParameterResponseSchema,
  ParametersResponseSchema,
  SettingsResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['inicio'];

export default async function homeRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { home } = services;
  const bannerRoute = (path: string, summary: string, load: () => Promise<Banner[]>) =>
    app.get(path, { schema: { tags, summary, response: { 200: BannersResponseSchema } } }, async () => ({ ok: true as const, results: await load() }));

  bannerRoute('/novedades-header', 'Novedades de la cabecera', () => home.banners('NOVEDADES_HEADER'));
  bannerRoute('/novedades-footer', 'Novedades del pie', () => home.banners('NOVEDADES_FOOTER'));
  bannerRoute('/promociones/header', 'Promociones de la cabecera', () => home.banners('PROMOCIONES_HEADER'));
  bannerRoute('/temporizador', 'Banner con cuenta regresiva', () => home.timers('TEMPORIZADOR'));
  bannerRoute('/temporizador-dos', 'Segundo banner con cuenta regresiva', () => home.timers('TEMPORIZADOR_DOS'));
  bannerRoute('/promos', 'Fila de banners de promociones', () => home.banners('PROMO'));

  app.get(
    '/banners',
    { schema: { tags, summary: 'Banners activos de una posición', querystring: BannersQuerySchema, response: { 200: BannersResponseSchema } } },
    async (req) => ({ ok: true as const, results: await home.banners(req.query.posicion) }),
  );

  app.get('/ofertas', { schema: { tags, summary: 'Ofertas principal y secundarias', response: { 200: OffersResponseSchema } } }, async () => ({
    ok: true as const,
    results: await home.offers(),
  }));

  app.get('/marcas-destacadas', { schema: { tags, summary: 'Marcas destacadas', response: { 200: BrandsResponseSchema } } }, async () => ({
    ok: true as const,
    results: await home.featuredBrands(),
  }));

  app.get('/parametros', { schema: { tags, summary: 'Todos los parámetros', response: { 200: ParametersResponseSchema } } }, async () => ({
    ok: true as const,
    // the maps' MapLibre style comes from the deployment's configuration (decision 061)
    results: { ...(await home.parameters()), ...(app.config.MAP_STYLE_URL ? { MAP_STYLE_URL: app.config.MAP_STYLE_URL } : {}) },
  }));

  app.get(
    '/parametros/:name',
    { schema: { tags, summary: 'Un parámetro', params: ParameterParamsSchema, response: { 200: ParameterResponseSchema } } },
    async (req) => ({ ok: true as const, result: await home.parameter(req.params.name) }),
  );

  app.get('/configuraciones', { schema: { tags, summary: 'Configuración de la tienda', response: { 200: SettingsResponseSchema } } }, async () => ({
    ok: true as const,
    result: await home.settings(),
  }));

  app.post(
    '/newsletter',
    { schema: { tags, summary: 'Suscripción al boletín', body: NewsletterBodySchema, response: { 200: NewsletterResponseSchema } } },
    async (req) => ({ ok: true as const, message: await home.subscribe(req.body.email) }),
  );
}
