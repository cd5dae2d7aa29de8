import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the addresses table. Keep in step with `migrations/`. */

export interface AddressesTable {
  codigo: Generated<number>;
  customer_codigo: number;
  nombre: string;
  calle: string;
  numero: string | null;
  forma: string | null;
  lateral1: string | null;
  lateral2: string | null;
  edificio: string | null;
  piso: string | null;
  es_default: Generated<boolean>;
  departamento_codigo: number | null;
  ciudad_codigo: number | null;
  barrio_codigo: number | null;
  latitud: number | null;
  longitud: number | null;
  sucursal_codigo: number | null;
  created_at: Timestamp;
  /** false once the customer deleted it (orders keep pointing at it). */
  activo: Generated<boolean>;
  /** Migration 0060. */
  observaciones: string | null;
}
