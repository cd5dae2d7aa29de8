/** A message the shop sends: stored in the outbox (shown by the sandbox console) and mailed through SMTP when configured. */
export interface OutgoingMessage {
  canal: 'email' | 'sms';
  destino: string;
  asunto?: string;
  cuerpo: string;
  enlace?: string;
  customerCodigo?: number;
}

/** A stored message as the sandbox console lists it. */
export interface OutboxEntry {
  id: number;
  canal: string;
  destino: string;
  asunto: string | null;
  cuerpo: string;
  enlace: string | null;
  estado: string;
  fecha: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}
