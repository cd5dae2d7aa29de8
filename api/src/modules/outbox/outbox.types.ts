/** A message the shop sends: stored in the outbox (shown by the sandbox console) and mailed through SMTP when configured. */
export interface OutgoingMessage {
  canal: 'email' | 'sms';
  destino: string;
  asunto?: string;
  cuerpo: string;
  enlace?: string;
  customerCodigo?: number;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}
