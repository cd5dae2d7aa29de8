import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the notifications tables. Keep in step with `migrations/`. */

export interface NotificationMessagesTable {
  nowa_codigo: Generated<number>;
  titulo: string;
  descripcion: string | null;
  enlace: string | null;
  btn_name: string | null;
  repeticion: number | null;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  imagen: string | null;
  imagen_web: string | null;
  imagen_mobile: string | null;
  popup: Generated<boolean>;
  created_at: Timestamp;
}

export interface CustomerNotificationsTable {
  nocl_codigo: Generated<number>;
  nowa_codigo: number;
  customer_codigo: number;
  estado: Generated<string>;
  activo: Generated<boolean>;
  created_at: Timestamp;
}
