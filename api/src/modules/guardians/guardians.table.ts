import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the guardians table. Keep in step with `migrations/`. */

export interface GuardiansTable {
  codigo: Generated<number>;
  customer_codigo: number;
  nombres: string;
  apellidos: string;
  ci: string | null;
  sexo: 'M' | 'F' | null;
  celu_p: string;
  celu_s: string | null;
  telefono: string | null;
  defecto: Timestamp | null;
  activo: Generated<boolean>;
  created_at: Timestamp;
}
