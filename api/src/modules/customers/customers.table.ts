import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the customers tables. Keep in step with `migrations/`. */

export interface CustomersTable {
  codigo: Generated<number>;
  tipo: 'persona' | 'empresa';
  tipo_persona: 'F' | 'J';
  email: string;
  password_hash: string | null;
  nombres: string;
  apellidos: Generated<string>;
  razon_social: string | null;
  document_type: 'ci' | 'ruc' | 'doc_extranjero';
  documento: string;
  nacionalidad: string | null;
  celular1: string | null;
  celular2: string | null;
  terminos_estado: Generated<string>;
  es_tester: Generated<boolean>;
  es_funcionario: Generated<boolean>;
  verificado: Generated<boolean>;
  bloqueado_pago_online: Generated<boolean>;
  google_id: string | null;
  facebook_id: string | null;
  created_at: Timestamp;
  /** E-mail confirmed through the verification link (migration 0010). */
  email_valido: Generated<boolean>;
  /** Account area (migration 0060). */
  estado_civil: 'S' | 'C' | 'D' | 'V' | null;
  sexo: 'M' | 'F' | null;
  ruc: string | null;
  documento_extranjero: string | null;
  telefono_fijo: string | null;
  imagen_perfil: string | null;
  cnoti_estado: Generated<'A' | 'D'>;
  cnoti_metodo: Generated<'email' | 'sms'>;
  eliminado_at: Timestamp | null;
  /** Migration 0061. */
  fecha_nacimiento: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyManagersTable {
  id: Generated<number>;
  customer_codigo: number;
  nombres: string;
  apellidos: string;
  nro_cedula: string;
  celular: string;
}

export interface ProfilePicturesTable {
  nombre: string;
  customer_codigo: number;
  mime: string;
  datos: Uint8Array;
  created_at: Timestamp;
}
