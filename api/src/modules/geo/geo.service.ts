import type { Branch, Location } from '@botica/shared-contracts/geo/entities';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { geoErrors } from './geo.errors.js';
import { type BranchRecord, findLocation, listBranches, listLocations, recentPickupBranches } from './geo.repository.js';

type Db = Kysely<Database>;

/** Which kind of location lists under each kind (a department shows its cities, a city its barrios). */
const CHILD_KIND: Record<string, string | undefined> = { Departamento: 'Ciudad', Ciudad: 'Barrio' };
const FAVOURITES = 5;

export const departments = (db: Db): Promise<Location[]> => listLocations(db, { tipo: 'Departamento' });

export async function children(db: Db, codigo: number): Promise<Location[]> {
  const parent = await findLocation(db, codigo);
  if (!parent) throw geoErrors.locationNotFound();
  const kind = CHILD_KIND[parent.tipo];
  return kind ? listLocations(db, { tipo: kind, padre: codigo }) : [];
}

export function toBranch(b: BranchRecord): Branch & { nombre: string } {
  return {
    codigo: b.codigo,
    numero: b.numero,
    descripcion: b.descripcion,
    nombre: b.nombre,
    direccion: b.direccion,
    telefono: b.telefono,
    latitud: b.latitud,
    longitud: b.longitud,
    horarios: b.horarios,
    ciudad: b.ciudad,
    departamento: b.departamento,
    ciudadCodigo: b.ciudad_codigo,
    departamentoCodigo: b.departamento_codigo,
    sucursalDelivery: { parametros: { entregaProgramada: b.delivery && b.entrega_programada ? 'S' : 'N' } },
  };
}

export const branches = async (db: Db, ciudad?: number) => (await listBranches(db, { ciudad })).map(toBranch);

/** The branches of the customer's latest pickup orders, most recent first. */
export async function favouriteBranches(db: Db, customer: number) {
  const codigos = await recentPickupBranches(db, customer, FAVOURITES);
  const rows = await listBranches(db, { codigos });
  const byCode = new Map(rows.map((r) => [r.codigo, r]));
  return codigos.flatMap((c) => (byCode.has(c) ? [toBranch(byCode.get(c)!)] : []));
}
