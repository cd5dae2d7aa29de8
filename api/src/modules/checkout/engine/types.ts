import type { CartDeliveryType } from '@botica/shared-contracts/checkout/entities';
import type { BranchSchedule } from '../../geo/geo.table.js';

/** What the engine knows of a product: read from the catalogue, never from the client. */
export interface EngineProduct {
  codigo: number;
  descripcion: string;
  /** List price. */
  precio: number;
  /** Product discount, percent. */
  descuento: number;
  categoriaCodigo: number;
  categoriaDescripcion: string;
  /** Per-category cap carried by the product (cantidadTopeCategoria), if any. */
  topeLinea: number | null;
  codigoControl: number;
  esRefrigerado: boolean;
  oncologico: boolean;
  promo: { promocion: string; step: number; porcentaje: number } | null;
  /** Payment-method discounts of the product. */
  formas: { id: number; formaCodigo: number; descripcion: string; porcentaje: number; test: boolean }[];
}

export interface EngineBranch {
  codigo: number;
  numero: number;
  descripcion: string;
  direccion: string;
  latitud: number;
  longitud: number;
  horarios: BranchSchedule[];
  delivery: boolean;
  entregaProgramada: boolean;
}

export interface EngineLine {
  codigo: number;
  cantidad: number;
  esRegalo: boolean;
}

export interface Point {
  lat: number;
  lng: number;
}

export interface CouponRow {
  codigo: string;
  descripcion: string;
  porcentaje: number | null;
  monto: number | null;
  minimo_compra: number;
  /** Orders that may use it in all / per customer (null: no limit), and the live orders that used it. */
  usos_maximos: number | null;
  usos_por_cliente: number | null;
  usados: number;
  usados_cliente: number;
}

export interface GiftCardRow {
  codigo: string;
  saldo: number;
}

export interface DeliveryCosts {
  inmediata: number;
  programada: number;
  courrier: number;
  /** Subtotal from which home delivery (inmediata, programada) is free; 0 = never. */
  gratisDesde: number;
  /** Beyond this distance from the zone branch only courier delivers. */
  radioKm: number;
}

/** Everything one calculation needs, gathered from the database by the service. */
export interface CalculationContext {
  now: Date;
  lines: EngineLine[];
  products: Map<number, EngineProduct>;
  /** Products excluded from this cart (oncology products in the normal cart and the reverse). */
  oncologico: boolean;
  shipping: 'delivery' | 'pickup';
  /** Delivery: the address's point; pickup: the branch's. */
  point: Point | null;
  /** Delivery: the address was chosen; pickup: the branch was chosen. */
  placeChosen: boolean;
  /** The branch that serves the order (pickup branch, or the address's zone branch). */
  branch: EngineBranch | null;
  /** Distance from the address to its zone branch (delivery). */
  zoneKm: number | null;
  /** Stock at the serving branch, by product. */
  stock: Map<number, number>;
  /** Open branches near the point with their stock of the lacking products (filled only when something lacks). */
  nearby: { branch: EngineBranch; stock: Map<number, number> }[];
  paymentCode: number | null;
  esTester: boolean;
  tipoEntrega: CartDeliveryType;
  slotCodigo: string | null;
  coupon: { codigo: string; row: CouponRow | null } | null;
  gift: { codigo: string; row: GiftCardRow | null } | null;
  bolsa: { cantidad: number; precio: number };
  costs: DeliveryCosts;
}
