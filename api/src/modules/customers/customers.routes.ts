import type { FastifyInstance } from 'fastify';
import { CUSTOMER_MESSAGES } from './customers.errors.js';
import { acceptTerms, getCustomerView } from './customers.service.js';

export default async function customersRoutes(app: FastifyInstance) {
  app.get(
    '/clientes',
    { preHandler: app.authenticate, schema: { tags: ['clientes'], summary: 'Datos del cliente de la sesión' } },
    async (request) => ({ ok: true, result: await getCustomerView(app, request.customer!.codigo) }),
  );

  app.put(
    '/clientes/terminos-y-condiciones',
    { preHandler: app.authenticate, schema: { tags: ['clientes'], summary: 'Aceptar términos y condiciones' } },
    async (request) => {
      await acceptTerms(app, request.customer!.codigo);
      return { ok: true, message: CUSTOMER_MESSAGES.termsAccepted };
    },
  );
}
