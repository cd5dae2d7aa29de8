import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PaymentState = 'PENDIENTE' | 'APROBADO' | 'RECHAZADO' | 'REVERSADO' | 'EXPIRADO';

export interface PaymentsTable {
  codigo: Generated<number>;
  order_codigo: number;
  customer_codigo: number;
  metodo: string;
  proveedor: string;
  process_id: string;
  hook_alias: string;
  monto: number;
  estado: Generated<PaymentState>;
  respuesta_codigo: string | null;
  respuesta_descripcion: string | null;
  rollback: Generated<'S' | 'N'>;
  motivo_rollback: string | null;
  advertencia: string | null;
  numero_tarjeta: string | null;
  alias_token: string | null;
  telefono: string | null;
  link_token: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  proveedor: string;
  evento_id: string;
  payment_codigo: number | null;
  tipo: string;
  aplicado: boolean;
  cuerpo: ColumnType<unknown, string, string>;
  received_at: Timestamp;
}

export interface PaymentLinksTable {
  token: string;
  order_codigo: number;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface CardRegistrationsTable {
  process_id: string;
  customer_codigo: number;
  card_id: number | null;
  created_at: Timestamp;
}

export interface GiftcardPurchasesTable {
  codigo: Generated<number>;
  order_codigo: number;
  customer_codigo: number;
  remitente: string;
  destinatario: string;
  canal: 'sms' | 'email';
  destino: string;
  mensaje: string;
  plantilla: number;
  monto: number;
  gift_codigo: string | null;
  created_at: Timestamp;
}

export interface RoulettePlaysTable {
  order_codigo: number;
  customer_codigo: number;
  giros: Generated<number>;
  premio: number | null;
  gift_codigo: string | null;
  updated_at: Timestamp;
}
