import { RouletteCheckResponseSchema, RouletteSpinResponseSchema } from '@botica/shared-contracts/payments/roulette';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireCustomer, sessionCustomer } from '../../auth/auth.guard.js';
import { checkRoulette, spinRoulette } from './roulette.service.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['ruleta'];
const code = (msg: string) => v.pipe(v.union([v.number(), v.string()]), v.transform(String), v.regex(/^\d{1,9}$/, msg), v.transform(Number));
const CheckParamsSchema = v.object({ peticionCodigo: code('El pedido no existe.') });
const SpinSchema = v.object({ PETI_CODIGO: code('El pedido no existe.'), RP_CODIGO: v.optional(v.unknown()), TOTAL: v.optional(v.unknown()) });

/** The roulette (spec 001 §7 "Roulette"). */
export default async function rouletteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/ruleta/verificar-ruleta/:peticionCodigo',
    { preHandler: requireCustomer, schema: { tags, summary: 'Si la ruleta está bloqueada para el pedido', params: CheckParamsSchema, response: { 200: RouletteCheckResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, result: await checkRoulette(app.db, sessionCustomer(req).codigo, req.params.peticionCodigo) };
    },
  );
  app.post(
    '/ruleta/agregar',
    {
      preHandler: requireCustomer,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Giro de la ruleta (formulario PETI_CODIGO, RP_CODIGO, TOTAL): el premio lo decide el servidor', body: SpinSchema, response: { 200: RouletteSpinResponseSchema } },
    },
    async (req) => ({ ok: true as const, result: await spinRoulette({ db: app.db, pglite: app.pglite }, sessionCustomer(req).codigo, req.body.PETI_CODIGO) }),
  );
}
