import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertMissing, syncSequence } from './bulk-insert.js';
import { readSeedJson } from './seed-files.js';

interface DepartmentRow { sifen_code: number; name: string; capital_lat: number; capital_lng: number }
interface DistrictRow {
  sifen_code: number; name: string; dept_sifen_code: number; lat: number; lng: number;
  coord_precision: string; alias_of?: number; invalid?: boolean;
}
interface BarrioRow { codigo: string; nombre: string }
interface Localities { rows: [number, string, string, number, number][] }

/** Location codes are derived from the SIFEN codes so branches, addresses and tests can name them. */
export const locationCode = {
  departamento: (sifen: number) => sifen,
  ciudad: (sifen: number) => 1000 + sifen,
  barrio: (sifen: number) => 10000 + sifen,
  barrioAsuncion: (n: number) => 9000 + n,
};
const ASUNCION_DISTRICT = 1;

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** Departments ('Departamento'), districts ('Ciudad', with coordinates where a real point exists), barrios. */
export async function seedLocations(db: Kysely<Database>): Promise<number> {
  const departments = readSeedJson<DepartmentRow[]>('geo/departments.json');
  const districts = readSeedJson<DistrictRow[]>('geo/districts.json').filter((d) => !d.alias_of && !d.invalid);
  const byDistrict = new Map(districts.map((d) => [d.sifen_code, d]));
  const aliases = new Map(
    readSeedJson<DistrictRow[]>('geo/districts.json').flatMap((d) => (d.alias_of ? [[d.sifen_code, d.alias_of] as const] : [])),
  );

  const rows: Record<string, unknown>[] = departments.map((d) => ({
    codigo: locationCode.departamento(d.sifen_code), tipo: 'Departamento', descripcion: d.name, padre: null,
    sifen_code: d.sifen_code, latitud: d.capital_lat, longitud: d.capital_lng,
  }));
  for (const d of districts) {
    // Districts without a point of their own carry the department capital's: not good enough for distances.
    const precise = d.coord_precision === 'locality';
    rows.push({
      codigo: locationCode.ciudad(d.sifen_code), tipo: 'Ciudad', descripcion: d.name,
      padre: locationCode.departamento(d.dept_sifen_code), sifen_code: d.sifen_code,
      latitud: precise ? d.lat : null, longitud: precise ? d.lng : null,
    });
  }
  readSeedJson<BarrioRow[]>('geo/asuncion_barrios.json').forEach((b, i) => {
    rows.push({
      codigo: locationCode.barrioAsuncion(i + 1), tipo: 'Barrio', descripcion: b.nombre,
      padre: locationCode.ciudad(ASUNCION_DISTRICT), sifen_code: null, latitud: null, longitud: null,
    });
  });
  for (const [sifen, name, , districtCode] of readSeedJson<Localities>('geo/localities_sifen.json').rows) {
    const district = byDistrict.get(aliases.get(districtCode) ?? districtCode);
    // Asunción uses its 68 official barrios; a locality named like its own district is the district itself.
    if (!district || district.sifen_code === ASUNCION_DISTRICT || fold(name) === fold(district.name)) continue;
    rows.push({
      codigo: locationCode.barrio(sifen), tipo: 'Barrio', descripcion: name,
      padre: locationCode.ciudad(district.sifen_code), sifen_code: sifen, latitud: null, longitud: null,
    });
  }
  const inserted = await insertMissing(db, 'locations', rows, 'codigo');
  if (inserted) await syncSequence(db, 'locations', 'codigo');
  return inserted;
}
