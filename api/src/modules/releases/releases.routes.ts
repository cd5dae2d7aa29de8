import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BaseContractPayloadSchema,
  CheckPayloadSchema,
  PromotePayloadSchema,
  RegisterReleasePayloadSchema,
  ReleaseAppParamsSchema,
  RollbackPayloadSchema,
  ViewsPayloadSchema,
} from '@botica/shared-contracts/releases/payloads';
import { AppError } from '../../http/app-error.js';
import { operatorAccess } from '../operators/operators.access.js';
import { BASE } from './releases.repository.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['versiones'];
const versionOf = (given: string) => (given === BASE ? null : given);

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^::1$/, /^f[cd][0-9a-f]{2}:/i, /^fe80:/i];

/**
 * A call from the shop's own servers (a host replica reporting its documents): straight from the API's network, not
 * through a proxy that forwards a shopper's address.
 */
function fromOwnNetwork(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined) return false;
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return isIP(address) !== 0 && PRIVATE.some((range) => range.test(address));
}

/**
 * The release registry's API (decision 082): what the host servers read and report, and the operator's calls the release
 * tools make (the operator's headers on each call, see operators.access.ts). A page's client errors reach the registry
 * through its field report (decision 080, `recordError`).
 */
export default async function releasesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = app.releases;
  const access = operatorAccess(app);
  const operator = async (request: FastifyRequest) => {
    (request as FastifyRequest & { operator?: string }).operator = await access.fromHeaders(request);
  };
  const actor = (request: FastifyRequest) => (request as FastifyRequest & { operator?: string }).operator ?? '?';
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.get('/releases/vigentes', { schema: { tags, summary: 'Versión estable y canario de cada aplicación (lo que leen los servidores del host)' } }, async () => ({
    ok: true as const,
    result: await service.live(),
  }));

  app.post(
    '/releases/vistas',
    { schema: { tags, summary: 'Documentos servidos por versión (solo los servidores del host)', body: ViewsPayloadSchema } },
    async (req) => {
      if (!fromOwnNetwork(req)) throw new AppError(403, 'RELEASE_VIEWS_INTERNAL', 'Solo los servidores de la tienda informan sus documentos.');
      await service.recordViews(req.body.vistas);
      return { ok: true as const };
    },
  );

  app.get('/operador/versiones', { preHandler: operator, schema: { tags, summary: 'Versiones, canarios, vistas e historial de cada aplicación' } }, async () => ({
    ok: true as const,
    result: await service.overview(),
  }));

  app.post(
    '/operador/versiones/:app',
    { preHandler: operator, bodyLimit: 8 * 1024 * 1024, schema: { tags, summary: 'Registra una versión publicada con su contrato', params: ReleaseAppParamsSchema, body: RegisterReleasePayloadSchema } },
    async (req) => {
      await service.register(req.params.app, req.body, actor(req));
      return { ok: true as const, message: `Versión ${req.body.version} de ${req.params.app} publicada.` };
    },
  );

  app.put(
    '/operador/versiones/:app/base',
    { preHandler: operator, bodyLimit: 8 * 1024 * 1024, schema: { tags, summary: 'Registra el contrato de la compilación base', params: ReleaseAppParamsSchema, body: BaseContractPayloadSchema } },
    async (req) => {
      await service.registerBase(req.params.app, req.body.contract, req.body.commit, actor(req));
      return { ok: true as const };
    },
  );

  app.post(
    '/operador/versiones/:app/control',
    {
      preHandler: operator,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Compara una versión, o una compilación sin publicar con su contrato, con las vigentes sin promoverla',
        params: ReleaseAppParamsSchema,
        body: CheckPayloadSchema,
      },
    },
    async (req) => {
      const body = req.body;
      const candidate = 'version' in body ? versionOf(body.version) : { name: body.compilacion, contract: body.contrato };
      return { ok: true as const, result: { problemas: await service.check(req.params.app, candidate) } };
    },
  );

  app.post(
    '/operador/versiones/:app/promover',
    { preHandler: operator, schema: { tags, summary: 'Promueve una versión a estable o a canario (pasa el control de contratos)', params: ReleaseAppParamsSchema, body: PromotePayloadSchema } },
    async (req) => ({
      ok: true as const,
      result: await service.promote(req.params.app, versionOf(req.body.version), { percent: req.body.porcentaje, actor: actor(req), reason: req.body.motivo }),
    }),
  );

  app.post(
    '/operador/versiones/:app/revertir',
    { preHandler: operator, schema: { tags, summary: 'Termina el canario o vuelve a la versión estable anterior', params: ReleaseAppParamsSchema, body: RollbackPayloadSchema } },
    async (req) => ({ ok: true as const, result: await service.rollback(req.params.app, { actor: actor(req), reason: req.body.motivo }) }),
  );

  app.post(
    '/operador/versiones/:app/podar',
    { preHandler: operator, schema: { tags, summary: 'Marca las versiones que la retención deja ir (el publicador borra sus archivos)', params: ReleaseAppParamsSchema } },
    async (req) => ({ ok: true as const, result: { retiradas: await service.prune(req.params.app) } }),
  );
}
