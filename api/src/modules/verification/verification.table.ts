import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the data verification tables. Keep in step with `migrations/`. */

export interface DataVerificationsTable {
  customer_codigo: number;
  celular: string | null;
  celular_verificado: Generated<boolean>;
  correo: string | null;
  correo_verificado: Generated<boolean>;
  updated_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  customer_codigo: number;
  canal: 'sms' | 'email';
  destino: string;
  code_hash: string;
  intentos: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
