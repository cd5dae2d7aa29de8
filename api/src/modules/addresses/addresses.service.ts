import type { AddressInputSchema } from '@botica/shared-contracts/account/addresses';
import type { Address } from '@botica/shared-contracts/geo/entities';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { Database } from '../../db/schema.js';
import type { AccountRemovalStep } from '../../plugins/account-removal.js';
import { deliveryZone } from '@botica/shared-contracts/geo/distance';
import { addressErrors } from './addresses.errors.js';
import {
  type AddressRow,
  clearDefault,
  deliveryBranches,
  findAddress,
  findLocation,
  insertAddress,
  listAddresses,
  retireAddress,
  updateAddress,
  retireAllAddresses,
} from './addresses.repository.js';

type Db = Kysely<Database>;
type Payload = v.InferOutput<typeof AddressInputSchema>;

const loc = (codigo: number | null, descripcion: string | null, tipo: string) => (codigo !== null && descripcion ? { codigo, descripcion, tipo } : null);

export function toAddress(r: AddressRow): Address {
  return {
    codigo: r.codigo,
    nombre: r.nombre,
    calle: r.calle,
    numero: r.numero,
    forma: r.forma,
    lateral1: r.lateral1,
    lateral2: r.lateral2,
    edificio: r.edificio,
    piso: r.piso,
    observaciones: r.observaciones,
    default: r.es_default ? 'S' : 'N',
    ubicacion: {
      barrio: loc(r.barrio_codigo, r.barrio, 'Barrio'),
      ciudad: loc(r.ciudad_codigo, r.ciudad, 'Ciudad'),
      departamento: loc(r.departamento_codigo, r.departamento, 'Departamento'),
    },
    latitud: r.latitud,
    longitud: r.longitud,
    sucursal: r.sucursal_codigo,
  };
}

/** The customer's addresses. Each is served by the delivery branch nearest to its point (its zone). */
export class AddressService {
  constructor(private readonly db: Db) {}

  /** Addresses saved before zones were kept get theirs on the way out. */
  private async withZone(rows: AddressRow[]): Promise<Address[]> {
    return Promise.all(rows.map(async (r) => toAddress(r.sucursal_codigo === null ? { ...r, sucursal_codigo: await this.zone(r.latitud, r.longitud) } : r)));
  }

  list = async (customer: number) => this.withZone(await listAddresses(this.db, customer));

  async get(customer: number, codigo: number): Promise<Address> {
    const row = await findAddress(this.db, customer, codigo);
    if (!row) throw addressErrors.notFound();
    return (await this.withZone([row]))[0]!;
  }

  /** barrio → its city → its department; a city → its department. */
  private async place(ubicacion: number | null | undefined) {
    if (ubicacion === null || ubicacion === undefined) return { barrio_codigo: null, ciudad_codigo: null, departamento_codigo: null };
    const l = await findLocation(this.db, ubicacion);
    if (!l) throw addressErrors.locationNotFound();
    if (l.tipo === 'Departamento') return { barrio_codigo: null, ciudad_codigo: null, departamento_codigo: l.codigo };
    const parent = l.padre !== null ? await findLocation(this.db, l.padre) : undefined;
    if (l.tipo === 'Ciudad') return { barrio_codigo: null, ciudad_codigo: l.codigo, departamento_codigo: parent?.codigo ?? null };
    return { barrio_codigo: l.codigo, ciudad_codigo: parent?.codigo ?? null, departamento_codigo: parent?.padre ?? null };
  }

  private async zone(lat: number | null | undefined, lng: number | null | undefined): Promise<number | null> {
    if (lat === null || lat === undefined || lng === null || lng === undefined) return null;
    return deliveryZone({ lat, lng }, await deliveryBranches(this.db))?.branch.codigo ?? null;
  }

  private async fields(p: Payload) {
    return {
      nombre: p.nombre,
      calle: p.calle,
      numero: p.numero ?? null,
      forma: p.forma ?? null,
      lateral1: p.lateral1 ?? null,
      lateral2: p.lateral2 ?? null,
      edificio: p.edificio ?? null,
      piso: p.piso ?? null,
      observaciones: p.observaciones ?? null,
      es_default: p.default === 'S',
      latitud: p.latitud ?? null,
      longitud: p.longitud ?? null,
      sucursal_codigo: await this.zone(p.latitud, p.longitud),
      ...(await this.place(p.ubicacionCodigo)),
    };
  }

  async create(customer: number, p: Payload): Promise<Address> {
    const first = (await listAddresses(this.db, customer)).length === 0;
    const fields = await this.fields(p);
    const codigo = await insertAddress(this.db, { ...fields, es_default: fields.es_default || first, customer_codigo: customer });
    if (fields.es_default) await clearDefault(this.db, customer, codigo);
    return this.get(customer, codigo);
  }

  async update(customer: number, codigo: number, p: Payload): Promise<Address> {
    const fields = await this.fields(p);
    if (!(await updateAddress(this.db, customer, codigo, fields))) throw addressErrors.notFound();
    if (fields.es_default) await clearDefault(this.db, customer, codigo);
    return this.get(customer, codigo);
  }

  /** Makes the address the default one (only one per customer). */
  async makeDefault(customer: number, codigo: number): Promise<Address> {
    if (!(await updateAddress(this.db, customer, codigo, { es_default: true }))) throw addressErrors.notFound();
    await clearDefault(this.db, customer, codigo);
    return this.get(customer, codigo);
  }

  async remove(customer: number, codigo: number): Promise<void> {
    if (!(await retireAddress(this.db, customer, codigo))) throw addressErrors.notFound();
  }
}

/** An account's deletion (app.accountRemoval): its addresses stay for past orders, inactive. */
export const retireAccountAddresses: AccountRemovalStep = (trx, customer) => retireAllAddresses(trx, customer);
