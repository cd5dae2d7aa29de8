import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the outbox table. Keep in step with `migrations/`. */

export interface OutboxTable {
  id: Generated<number>;
  canal: 'email' | 'sms';
  destino: string;
  asunto: string | null;
  cuerpo: string;
  enlace: string | null;
  customer_codigo: number | null;
  estado: Generated<string>;
  created_at: Timestamp;
}
