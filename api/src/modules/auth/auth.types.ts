/** The customer behind the request's session (cookie `token` or `Cliente` header), if any. */
export interface SessionCustomer {
  codigo: number;
  email: string;
  esTester: boolean;
  esFuncionario: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: SessionCustomer | null;
  }
}
