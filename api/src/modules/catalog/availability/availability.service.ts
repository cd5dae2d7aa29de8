import { branchPoint, deliveryZone, distanceKm, roundKm } from '@botica/shared-contracts/geo/distance';
import { isBranchOpen } from '@botica/shared-contracts/geo/branch-rules';
import type { AvailabilityResponse, WhereToBuyEntry } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SessionCustomer } from '../../auth/auth.types.js';
import { catalogErrors } from '../catalog.errors.js';
import { AvailabilityRepository, type BranchRow } from './availability.repository.js';

/** "Where to buy" lists this many branches (spec 000 §9: nearby branches sorted by distance, open only, first 4). */
export const WHERE_TO_BUY_LIMIT = 4;

type Disponibilidad = AvailabilityResponse['disponibilidad'];


function toBranch(b: BranchRow): WhereToBuyEntry['sucursal'] {
  return {
    codigo: b.codigo,
    numero: b.numero,
    descripcion: b.descripcion,
    direccion: b.direccion,
    latitud: b.latitud,
    longitud: b.longitud,
    horarios: typeof b.horarios === 'string' ? JSON.parse(b.horarios) : b.horarios,
    ciudad: b.ciudad ?? '',
    departamento: b.departamento ?? '',
    ciudadCodigo: b.ciudad_codigo,
    departamentoCodigo: b.departamento_codigo,
    telefono: b.telefono,
    sucursalDelivery: { parametros: { entregaProgramada: b.entrega_programada ? 'S' : 'N' } },
  };
}

/** Stock for a branch, for a customer's address (its branch, else the nearest one) or in total. */
export class AvailabilityService {
  private readonly repo: AvailabilityRepository;

  /** @param now the current time; the branches' opening hours are read against it. */
  constructor(
    db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new AvailabilityRepository(db);
  }

  async availability(
    producto: number,
    opts: { sucursal?: number; direccion?: number },
    customer: SessionCustomer | null | undefined,
  ): Promise<Disponibilidad> {
    if (!(await this.repo.productExists(producto))) throw catalogErrors.productNotFound();
    if (opts.sucursal !== undefined) {
      if (!(await this.repo.branchExists(opts.sucursal))) throw catalogErrors.branchNotFound();
      return { existencia: await this.repo.stockAt(producto, opts.sucursal), sucursal: opts.sucursal };
    }
    if (opts.direccion !== undefined) {
      if (!customer) throw catalogErrors.addressNeedsSession();
      const address = await this.repo.customerAddress(customer.codigo, opts.direccion);
      if (!address) throw catalogErrors.addressNotFound();
      const sucursal = address.sucursal_codigo ?? (await this.zoneBranch(address.latitud, address.longitud));
      return { existencia: await this.repo.stockAt(producto, sucursal), sucursal };
    }
    return { existencia: await this.repo.totalStock(producto), sucursal: null };
  }

  /** The delivery zone of an address saved without its branch. */
  private async zoneBranch(lat: number | null, lng: number | null): Promise<number> {
    if (lat === null || lng === null) throw catalogErrors.addressWithoutLocation();
    const zone = deliveryZone({ lat, lng }, await this.repo.branchPoints());
    if (!zone) throw catalogErrors.branchNotFound();
    return zone.branch.codigo;
  }

  /** The 4 nearest branches that are open now and hold stock of the product, nearest first, distance in km. */
  async whereToBuy(producto: number, lat: number, lng: number): Promise<WhereToBuyEntry[]> {
    if (!(await this.repo.productExists(producto))) throw catalogErrors.productNotFound();
    const now = this.now();
    const rows = await this.repo.branchesWithStock(producto);
    return rows
      .filter((b) => isBranchOpen(typeof b.horarios === 'string' ? JSON.parse(b.horarios) : b.horarios, now))
      .map((b) => {
        const distancia = roundKm(distanceKm({ lat, lng }, branchPoint(b)));
        return { sucursal: { ...toBranch(b), DISTANCIA_KM: distancia }, distancia, existencia: b.existencia };
      })
      .sort((a, b) => a.distancia - b.distancia || a.sucursal.codigo - b.sucursal.codigo)
      .slice(0, WHERE_TO_BUY_LIMIT);
  }
}
