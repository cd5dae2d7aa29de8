import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ReleaseContract } from '@botica/shared-contracts/releases/entities';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of the release registry (migration 0120). */
export interface AppReleasesTable {
  app: string;
  /** The version's name; `base` is the contract of the app's base build (served without a version). */
  version: string;
  contrato: JSONColumnType<ReleaseContract, string, string>;
  commit: Generated<string>;
  publicada_por: string;
  created_at: Timestamp;
  /** When it last stopped being stable or canary (retention keeps it 24 h after). */
  vigente_hasta: MaybeTimestamp;
  /** When its files were removed (retention); it can no longer be promoted. */
  eliminada_at: MaybeTimestamp;
}

export interface ReleaseChannelsTable {
  app: string;
  /** null: the base build. */
  estable: string | null;
  canario: string | null;
  porcentaje: Generated<number>;
  canario_desde: MaybeTimestamp;
  updated_at: Timestamp;
}

export interface ReleaseHistoryTable {
  codigo: Generated<number>;
  app: string;
  accion: string;
  version: string | null;
  anterior: string | null;
  porcentaje: number | null;
  actor: string;
  motivo: string | null;
  created_at: Timestamp;
}

export interface ReleaseViewsTable {
  app: string;
  version: string;
  minuto: Timestamp;
  documentos: Generated<number>;
  fragmentos_fallidos: Generated<number>;
  errores: Generated<number>;
}
