import type { preHandlerAsyncHookHandler } from 'fastify';

/** The customer behind the request's session (cookie `token` or `Cliente` header), if any. */
export interface SessionCustomer {
  codigo: number;
  email: string;
  esTester: boolean;
  esFuncionario: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for private routes: 401 with a Spanish message when there is no valid session. */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    customer: SessionCustomer | null;
  }
}
