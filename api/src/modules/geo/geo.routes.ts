import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plusCodeName } from './plus-code.js';
import { geoErrors } from './geo.errors.js';
import { nearestCity } from './geo.repository.js';
import { BranchQuerySchema, LocationParamsSchema, NearestPlaceQuerySchema } from './geo.schemas.js';
import { branches, children, departments, favouriteBranches } from './geo.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

/** Locations (departments → cities → barrios) and branches (spec 000 §calls: /ubicaciones, /sucursales). */
export default async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // Locations and branches change rarely: browsers and the host's proxy may keep them a few minutes.
  // Only successful answers: an error must not be kept.
  const cachePublic = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=300');
    return payload;
  };

  app.get('/ubicaciones', { onSend: cachePublic, schema: { tags: ['ubicaciones'], summary: 'Departamentos' } }, async () => ({
    ok: true,
    results: await departments(app.db),
  }));

  app.get(
    '/ubicaciones/:id/hijos',
    { onSend: cachePublic, schema: { tags: ['ubicaciones'], summary: 'Ciudades de un departamento o barrios de una ciudad', params: LocationParamsSchema } },
    async (req) => ({ ok: true, results: await children(app.db, req.params.id) }),
  );

  // The browser's position read as a place name (spec 000 §7 reverse geocoding), from the shop's own geography.
  app.get(
    '/ubicaciones/cercana',
    { schema: { tags: ['ubicaciones'], summary: 'La ciudad más cercana a una posición (lat, lng)', querystring: NearestPlaceQuerySchema } },
    async (req) => {
      const city = await nearestCity(app.db, req.query.lat, req.query.lng);
      if (!city) throw geoErrors.noPlace();
      const nombre = city.departamento && city.departamento !== city.descripcion ? `${city.descripcion}, ${city.departamento}` : city.descripcion;
      // the position's plus-code name, computed here from the coordinates and the nearest city (no maps service)
      const near = city.latitud !== null && city.longitud !== null ? { nombre, latitud: Number(city.latitud), longitud: Number(city.longitud) } : null;
      const plusCode = plusCodeName(req.query.lat, req.query.lng, near);
      return { ok: true, result: { codigo: city.codigo, ciudad: city.descripcion, departamento: city.departamento, nombre, plusCode } };
    },
  );

  app.get(
    '/sucursales',
    { onSend: cachePublic, schema: { tags: ['sucursales'], summary: 'Sucursales (opcionalmente de una ciudad)', querystring: BranchQuerySchema } },
    async (req) => ({ ok: true, results: await branches(app.db, req.query.ciudad) }),
  );

  app.get(
    '/sucursales/favoritas',
    { preHandler: requireCustomer, schema: { tags: ['sucursales'], summary: 'Últimas sucursales de retiro del cliente' } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ok: true, results: await favouriteBranches(app.db, sessionCustomer(req).codigo) };
    },
  );
}
