import type { Generated } from 'kysely';
import type { Json } from '../../db/column-types.js';

/** Kysely types of the locations and branches tables. Keep in step with `migrations/`. */

export interface LocationsTable {
  codigo: Generated<number>;
  tipo: string;
  descripcion: string;
  padre: number | null;
  sifen_code: number | null;
  latitud: number | null;
  longitud: number | null;
}

export interface BranchSchedule {
  dia: number;
  horaInicioMostrador: string | null;
  horaFinMostrador: string | null;
  horaInicioDelivery: string | null;
  horaFinDelivery: string | null;
}

export interface BranchesTable {
  codigo: number;
  numero: number;
  descripcion: string;
  nombre: string;
  direccion: string;
  telefono: string | null;
  ciudad_codigo: number;
  departamento_codigo: number;
  latitud: number;
  longitud: number;
  horarios: Json<BranchSchedule[]>;
  delivery: Generated<boolean>;
  entrega_programada: Generated<boolean>;
  retiro: Generated<boolean>;
}
