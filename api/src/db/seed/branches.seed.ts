import type { Kysely } from 'kysely';
import type { BranchSchedule } from '../../modules/geo/geo.table.js';
import type { Database } from '../schema.js';
import { insertMissing } from './bulk-insert.js';
import { locationCode } from './geo.seed.js';
import { readSeedJson } from './seed-files.js';

interface BranchRow {
  codigo: number; numero: number; descripcion: string; nombre: string; direccion: string;
  ciudadCodigo: number; departamentoCodigo: number; latitud: number; longitud: number;
  horarios: (BranchSchedule & { diaNombre: string })[];
  sucursalDelivery: 'S' | 'N'; entregaProgramada: 'S' | 'N'; retiroEnSucursal: 'S' | 'N';
}

/** The 500 demo branches with their weekly schedules (synthetic points around real city centres). */
export async function seedBranches(db: Kysely<Database>): Promise<number> {
  const rows = readSeedJson<BranchRow[]>('branches/branches_demo.json').map((b) => ({
    codigo: b.codigo,
    numero: b.numero,
    descripcion: b.descripcion,
    nombre: b.nombre,
    direccion: b.direccion,
    // Fictitious numbers in a plainly demo pattern.
    telefono: `(021) 600 ${String(b.numero).padStart(3, '0')}`,
    ciudad_codigo: locationCode.ciudad(b.ciudadCodigo),
    departamento_codigo: locationCode.departamento(b.departamentoCodigo),
    latitud: b.latitud,
    longitud: b.longitud,
    horarios: JSON.stringify(
      b.horarios.map(({ dia, horaInicioMostrador, horaFinMostrador, horaInicioDelivery, horaFinDelivery }) => ({
        dia, horaInicioMostrador, horaFinMostrador, horaInicioDelivery, horaFinDelivery,
      })),
    ),
    delivery: b.sucursalDelivery === 'S',
    entrega_programada: b.entregaProgramada === 'S',
    retiro: b.retiroEnSucursal === 'S',
  }));
  return insertMissing(db, 'branches', rows, 'codigo');
}
