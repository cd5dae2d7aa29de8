import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['tarjetas'];
/** The card provider's path segment (spec 001 §7 "{card-provider-segment}"). */
export const CARD_SEGMENT = 'bancard';

const CardIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'La tarjeta no existe.'), v.transform(Number)) });
const RemoveSchema = v.object({
  alias: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{4,80}$/, 'La tarjeta no existe.')),
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'La tarjeta no existe.'), v.transform(Number)),
});
// a card id is a positive integer of the database's int range, as a number or as digits
const CatastroConfirmSchema = v.object({
  card_id: v.union(
    [v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))],
    'La tarjeta no existe.',
  ),
});

/** Saved cards of the session customer and the card registration (catastro). Another customer's card is 404. */
export default async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const cards = app.payments.cards;
  const base = `/${CARD_SEGMENT}`;

  app.get(`${base}/tarjetas`, { preHandler: requireCustomer, schema: { tags, summary: 'Tarjetas guardadas (data.cards)' } }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { ok: true, data: { cards: await cards.list(sessionCustomer(req).codigo) } };
  });
  app.delete(
    `${base}/tarjetas/:alias/:id`,
    { preHandler: requireCustomer, schema: { tags, summary: 'Elimina una tarjeta guardada (alias_token y card_id)', params: RemoveSchema } },
    async (req) => {
      await cards.remove(sessionCustomer(req).codigo, req.params.alias, req.params.id);
      return { ok: true };
    },
  );
  app.post(
    `${base}/tarjetas/:id/default`,
    { preHandler: requireCustomer, schema: { tags, summary: 'Tarjeta por defecto', params: CardIdSchema } },
    async (req) => ({ ok: true, result: await cards.setDefault(sessionCustomer(req).codigo, req.params.id) }),
  );
  app.get(`${base}/catastro`, { preHandler: requireCustomer, config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, summary: 'process_id del marco de registro de tarjeta' } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { ok: true, ...(await cards.startRegistration(sessionCustomer(req).codigo)) };
  });
  app.post(
    `${base}/catastro`,
    { preHandler: requireCustomer, schema: { tags, summary: 'La tarjeta registrada por el marco (card_id)', body: CatastroConfirmSchema } },
    async (req) => ({ ok: true, result: await cards.get(sessionCustomer(req).codigo, req.body.card_id) }),
  );
}
