import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely types of the field measurements (migration 0125). */
export interface FieldVitalsTable {
  minuto: Timestamp;
  ruta: string;
  app: string;
  version: string;
  medida: string;
  cuenta: number;
  /** Counts per bucket of vitals-histogram.ts (the last one: above every bound). */
  cubetas: number[];
}

export interface FieldViewsTable {
  minuto: Timestamp;
  ruta: string;
  app: string;
  version: string;
  vistas: Generated<number>;
}

export interface FieldErrorsTable {
  minuto: Timestamp;
  ruta: string;
  app: string;
  version: string;
  tipo: string;
  nombre: string;
  cuenta: number;
}

export interface FieldSlowDocumentsTable {
  codigo: Generated<number>;
  minuto: Timestamp;
  ruta: string;
  app: string;
  version: string;
  ms: number;
  partes: JSONColumnType<Record<string, number>, string, string>;
  traza: string | null;
  created_at: Timestamp;
}
