import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the invoices, their SIFEN jobs and the accountants. Keep in step with `migrations/`. */

export interface AccountantsTable {
  /** Migration 0080: own key, the data the customer entered; contador_codigo is the account with that document. */
  codigo: Generated<number>;
  customer_codigo: number;
  contador_codigo: number | null;
  nombres: string | null;
  apellidos: string | null;
  documento: string | null;
  correo: string | null;
  telefono: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Electronic invoices (migration 0080). */
export interface InvoicePointsTable {
  timbrado: string;
  establecimiento: string;
  punto: string;
  ultimo_numero: Generated<number>;
}

export interface InvoicesTable {
  codigo: Generated<number>;
  /** The shop's order; null for an invoice issued elsewhere (migration 0115). */
  order_codigo: number | null;
  customer_codigo: number;
  fecha: ColumnType<Date, Date | string | undefined, Date | string>;
  operacion: Generated<string>;
  comprobante: Generated<string>;
  timbrado: string;
  vto_timbrado: ColumnType<Date | string, string, string>;
  establecimiento: string;
  punto: string;
  numero: number;
  mone_codigo: Generated<string>;
  exento: number;
  gravada5: number;
  gravada10: number;
  iva5: number;
  iva10: number;
  total: number;
  estado: Generated<string>;
  /** Null only for an invoice issued elsewhere whose XML has no CDC. */
  cdc: string | null;
  /** The ticket's code for the public download; null for an invoice issued elsewhere. */
  pin: string | null;
  ambiente: 'test' | 'produccion' | null;
  xml: string;
  qr: string | null;
  lineas: ColumnType<{ codigo: string; descripcion: string; cantidad: number; total: number; iva: number }[], string, string>;
  receptor: ColumnType<{ nombre: string; documento: string }, string, string>;
  created_at: Timestamp;
  /** SIFEN's answer (migration 0110); null when SIFEN is not configured. */
  sifen_estado: SifenInvoiceState | null;
  sifen_codigo: string | null;
  sifen_mensaje: string | null;
  sifen_protocolo: string | null;
  sifen_respuesta_at: Timestamp | null;
  /** The lote the document was last sent in (migration 0111). */
  sifen_lote: string | null;
  /**
   * `tienda`: issued by the shop for one of its orders; `externa`: issued elsewhere (the chain's point of sale) and
   * received through the integration, with its issuer's PDF and code (migration 0115).
   */
  origen: Generated<InvoiceOrigin>;
  codigo_externo: string | null;
  pdf: Buffer | null;
}

export type InvoiceOrigin = 'tienda' | 'externa';

export type SifenInvoiceState = 'pendiente' | 'aprobado' | 'rechazado' | 'vencido' | 'cancelado';

/** What is sent to SIFEN, once per CDC and kind, with its retries (migration 0110). */
export interface SifenJobsTable {
  codigo: Generated<number>;
  invoice_codigo: number;
  cdc: string;
  tipo: 'de' | 'cancelacion';
  estado: Generated<'pendiente' | 'aprobado' | 'rechazado' | 'vencido'>;
  intentos: Generated<number>;
  proximo_intento: Timestamp;
  vence: Timestamp;
  en_curso_hasta: Timestamp | null;
  incierto: Generated<boolean>;
  respuesta_codigo: string | null;
  respuesta_mensaje: string | null;
  protocolo: string | null;
  ultimo_error: string | null;
  /** The lote (dProtConsLote) the document went in, and when SIFEN received it (migration 0111); null when sent alone. */
  lote: string | null;
  lote_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InvoiceEmailsTable {
  customer_codigo: number;
  correo: string;
  updated_at: Timestamp;
}
