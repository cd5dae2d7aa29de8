import type { Product } from '@botica/shared-contracts/catalog/entities';
import { DEFAULT_DISCOUNT_PERCENT } from '@botica/shared-contracts/checkout/constants';
import { paymentMethodPrice, productPricing } from '../pricing/pricing.js';
import type { PaymentDiscountRow, ProductRow } from './product.repository.js';

const flag = (b: boolean) => (b ? 'S' : 'N') as 'S' | 'N';

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Default texts of the quantity promotions: '3x2' → 'Llevando 3 pagás 2'. */
export function promotionMessage(promocion: string): string {
  const m = /^(\d+)x(\d+)$/.exec(promocion);
  return m ? `Llevando ${m[1]} pagás ${m[2]}` : promocion;
}

/**
 * Whether a product may go as a gift (spec 000 §3 `regalo`): free sale only, never a prescription, controlled,
 * discontinued or oncology product. The gift check of a cart line (`POST /regalo/regalos_verificar`) applies the same.
 */
export const giftable = (p: { codigo_control: number; descontinuado: boolean; oncologico: boolean }): boolean =>
  p.codigo_control === 1 && !p.descontinuado && !p.oncologico;

export interface MapOptions {
  padres?: { codigo: number; descripcion: string; slug: string }[];
}

/**
 * The Product of spec 000 §3 from a row; its price fields come from the pricing module (`precio` what the
 * shopper pays per unit, `precioSinDescuento` the list price, `descuento` the percentage).
 */
export function toProduct(row: ProductRow, discounts: PaymentDiscountRow[], opts: MapOptions = {}): Product {
  const pricing = productPricing(row.precio, row.descuento);
  const galeria = parseJson(row.galeria) ?? [];
  const atributos = parseJson(row.atributos) ?? [];
  const foto = row.foto ?? galeria[0]?.nombre ?? null;
  return {
    codigo: row.codigo,
    descripcion: row.descripcion,
    descripcionLarga: row.descripcion_larga,
    codigoBarra: row.codigo_barra,
    slug: row.slug,
    ...pricing,
    descuentosFormas: discounts.map((d) => ({
      codigoDescuento: d.id,
      imagen: d.imagen,
      color: d.color,
      descripcion: d.descripcion,
      porcentaje: d.porcentaje,
      precioConDescuento: paymentMethodPrice(pricing.precio, d.porcentaje),
      advertencia: d.advertencia,
      productoCodigo: d.producto_codigo,
      formaCodigo: d.forma_codigo,
      test: d.test,
    })),
    descuentoPorCantidad: row.qp_promocion
      ? {
          step: row.qp_step ?? 1,
          stepCalc: row.qp_step ?? 1,
          porcentajeDescuento: row.qp_porcentaje ?? DEFAULT_DISCOUNT_PERCENT,
          promocion: row.qp_promocion,
          mensaje: row.qp_mensaje ?? promotionMessage(row.qp_promocion),
        }
      : null,
    marca: row.marca_descripcion ? { codigo: row.marca_codigo ?? undefined, descripcion: row.marca_descripcion } : null,
    fabricante: row.fabricante ? { descripcion: row.fabricante } : null,
    categoria: { codigo: row.categoria_codigo, descripcion: row.categoria_descripcion, slug: row.categoria_slug },
    ...(opts.padres ? { padres: opts.padres } : {}),
    fotoPrincipal: foto ? { nombre: foto } : null,
    galeria: galeria.length ? galeria : foto ? [{ nombre: foto }] : [],
    existencias: Number(row.existencias),
    canonical: `/producto/${row.codigo}/${row.slug}`,
    promocion: flag(row.promocion),
    nuevo: flag(row.nuevo),
    descontinuado: flag(row.descontinuado),
    codigoControl: row.codigo_control,
    esRefrigerado: row.es_refrigerado,
    oncologico: row.oncologico,
    iva: row.iva,
    regalo: giftable(row),
    // the units the product page's counter starts from
    quantity: 1,
    atributos,
    calificacion: {
      promedio: row.rating_promedio === null ? 0 : Math.round(Number(row.rating_promedio) * 10) / 10,
      cantidad: Number(row.rating_cantidad),
    },
    topeLineaCategoria: row.tope_linea
      ? { licaCodigo: row.categoria_codigo, cantidadTopeCategoria: row.tope_linea, descripcion: row.categoria_descripcion }
      : null,
  };
}
