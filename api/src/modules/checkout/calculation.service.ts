import { IMMEDIATE_DELIVERY_COST } from '@botica/shared-contracts/checkout/entities';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { checkoutErrors } from './checkout.errors.js';
import type { CheckoutInput } from './checkout-input.js';
import { allBranches, couponInForce, customerAddress, giftCardInForce, parameters, productsForPricing, stockAt, stockEverywhere } from './calculation.repository.js';
import { calculate } from './engine/calculate.js';
import type { CalculationContext, DeliveryCosts, EngineBranch, EngineProduct } from './engine/types.js';
import { branchPoint, deliveryZone, distanceKm } from '@botica/shared-contracts/geo/distance';

type Db = Kysely<Database>;
export interface Viewer {
  codigo: number;
  esTester: boolean;
}

const REFERENCE_TTL_MS = 60_000;
const PARAMS = ['COSTO_ENTREGA_INMEDIATA', 'COSTO_ENTREGA_PROGRAMADA', 'COSTO_COURRIER', 'COSTO_DELIVERY_BASE', 'MONTO_MINIMO_DELIVERY_GRATIS', 'RADIO_DELIVERY_KM', 'PRECIO_BOLSA'];
/** Shopping bags are not order lines (spec 000 §5): a product named as a bag in the cart is left out. */
const BAG = /^bolsa\b/i;

const int = (s: string | undefined, fallback: number) => {
  const n = Number(s);
  return Number.isFinite(n) && s !== undefined && s !== '' ? Math.round(n) : fallback;
};

/**
 * Gathers what one calculation needs from the database (prices, stock, the address's zone branch, coupon,
 * gift card, parameters) and hands it to the engine. Branches and parameters are reference data, read at most
 * once a minute per process.
 */
export class CalculationService {
  private reference: { at: number; branches: EngineBranch[]; costs: DeliveryCosts; bolsa: number } | null = null;

  constructor(private readonly db: Db) {}

  private async referenceData(db: Db) {
    if (this.reference && Date.now() - this.reference.at < REFERENCE_TTL_MS) return this.reference;
    const [branches, p] = await Promise.all([allBranches(db), parameters(db, PARAMS)]);
    this.reference = {
      at: Date.now(),
      branches,
      costs: {
        inmediata: int(p.COSTO_ENTREGA_INMEDIATA, IMMEDIATE_DELIVERY_COST),
        programada: int(p.COSTO_ENTREGA_PROGRAMADA, IMMEDIATE_DELIVERY_COST),
        courrier: int(p.COSTO_COURRIER ?? p.COSTO_DELIVERY_BASE, 15_000),
        gratisDesde: int(p.MONTO_MINIMO_DELIVERY_GRATIS, 0),
        radioKm: int(p.RADIO_DELIVERY_KM, 15),
      },
      bolsa: int(p.PRECIO_BOLSA, 1000),
    };
    return this.reference;
  }

  /** The engine's context for the input, read on `db` (a transaction when placing an order). */
  async context(db: Db, input: CheckoutInput, viewer: Viewer | null, opts: { now?: Date; nearby: boolean; readStock?: boolean }): Promise<CalculationContext> {
    const now = opts.now ?? new Date();
    const ref = await this.referenceData(db);
    const wantsAddress = input.shipping === 'delivery' && input.direccionCodigo !== null;
    if (wantsAddress && !viewer) throw checkoutErrors.needsSession();
    // Independent reads side by side; the stock needs the branch, so it comes after.
    const [products, address, coupon, gift] = await Promise.all([
      productsForPricing(db, input.lines.map((l) => l.codigo)),
      wantsAddress ? customerAddress(db, viewer!.codigo, input.direccionCodigo!) : Promise.resolve(undefined),
      input.cuponCodigo ? couponInForce(db, input.cuponCodigo, viewer?.codigo ?? null) : Promise.resolve(undefined),
      input.giftCodigo ? giftCardInForce(db, input.giftCodigo) : Promise.resolve(undefined),
    ]);
    const lines = input.lines.filter((l) => {
      const p = products.get(l.codigo);
      if (!p) throw checkoutErrors.productUnavailable(l.codigo);
      if (p.oncologico !== input.oncologico) throw checkoutErrors.wrongCart(l.codigo, p.descripcion, input.oncologico);
      return !BAG.test(p.descripcion);
    });
    const codes = lines.map((l) => l.codigo);

    let branch: EngineBranch | null = null;
    let point: CalculationContext['point'] = null;
    let zoneKm: number | null = null;
    let placeChosen = false;
    if (wantsAddress) {
      if (!address) throw checkoutErrors.addressNotFound();
      if (address.latitud === null || address.longitud === null) throw checkoutErrors.addressWithoutLocation();
      point = { lat: address.latitud, lng: address.longitud };
      placeChosen = true;
      const own = address.sucursal_codigo !== null ? ref.branches.find((b) => b.codigo === address.sucursal_codigo && b.delivery) : undefined;
      const zone = own ? { branch: own, km: distanceKm(point, branchPoint(own)) } : deliveryZone(point, ref.branches);
      branch = zone?.branch ?? null;
      zoneKm = zone?.km ?? null;
    } else if (input.shipping === 'pickup' && input.sucursalCodigo !== null) {
      branch = ref.branches.find((b) => b.codigo === input.sucursalCodigo) ?? null;
      if (!branch) throw checkoutErrors.branchNotFound();
      point = { lat: branch.latitud, lng: branch.longitud };
      placeChosen = true;
    }

    // Placing an order takes the stock with a conditional update that is the real check: no read first.
    const stock =
      opts.readStock === false
        ? new Map(lines.map((l) => [l.codigo, l.cantidad]))
        : branch
          ? await stockAt(db, branch.codigo, codes)
          : new Map<number, number>();

    let nearby: CalculationContext['nearby'] = [];
    const lacking = lines.filter((l) => (stock.get(l.codigo) ?? 0) < l.cantidad);
    if (opts.nearby && placeChosen && lacking.length) {
      const everywhere = await stockEverywhere(db, lacking.map((l) => l.codigo));
      const all = ref.branches.map((b) => ({ branch: b, stock: everywhere.get(b.codigo) ?? new Map<number, number>() }));
      // Branches that hold every lacking line come first; when none does, the nearest open ones anyway.
      const holding = all.filter((c) => lacking.every((l) => (c.stock.get(l.codigo) ?? 0) >= l.cantidad));
      nearby = holding.length ? holding : all;
    }

    return {
      now,
      lines,
      products: products as Map<number, EngineProduct>,
      oncologico: input.oncologico,
      shipping: input.shipping,
      point,
      placeChosen,
      branch,
      zoneKm,
      stock,
      nearby,
      paymentCode: input.paymentCode,
      esTester: viewer?.esTester ?? false,
      tipoEntrega: input.tipoEntrega,
      slotCodigo: input.slotCodigo,
      coupon: input.cuponCodigo ? { codigo: input.cuponCodigo, row: coupon ?? null } : null,
      gift: input.giftCodigo ? { codigo: input.giftCodigo, row: gift ?? null } : null,
      bolsa: { cantidad: input.bolsa, precio: ref.bolsa },
      costs: ref.costs,
    };
  }

  async calculate(input: CheckoutInput, viewer: Viewer | null, now?: Date): Promise<Calculation> {
    return calculate(await this.context(this.db, input, viewer, { now, nearby: true }));
  }
}
