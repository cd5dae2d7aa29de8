import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { insertMissing, syncSequence } from './bulk-insert.js';
import { loadCategories, loadProducts, productCategory, type ProductRow } from './catalog-data.js';
import { pickFrom, unit } from './deterministic.js';

const DISCOUNTS = [10, 10, 15, 15, 20, 20, 25, 30, 30, 35, 40, 45, 50, 60, 70, 80] as const;
export const QUANTITY_PROMOS = {
  '2x1': { step: 2, porcentaje: 50 },
  '3x2': { step: 3, porcentaje: 33 },
  '4x2': { step: 4, porcentaje: 50 },
} as const;
/** Categories with a cap on the total quantity per order line group (topeLineaCategoria). */
export const LINE_CAPS: Record<number, number> = { 1001: 6, 1003: 4, 202: 5 };

/**
 * Free-sale demo products whose units come from the supplier's stock: an order with one of them is confirmed within
 * 12 business hours (spec 000 §9).
 */
export const SUPPLIER_STOCK_PRODUCTS: readonly number[] = [100007, 100160, 100308, 100353, 100399, 100446];

/** Payment-method discounts (descuentosFormas); `test` ones are only shown to testers. */
const PAYMENT_DISCOUNTS = [
  { forma: 98, descripcion: 'Tarjetas de crédito y débito', porcentaje: 10, color: '#1565C0', advertencia: 'Válido pagando en línea con tarjetas de crédito o débito.', test: false },
  { forma: 107, descripcion: 'Tigo Money', porcentaje: 15, color: '#00377B', advertencia: 'Válido pagando con billetera Tigo Money.', test: false },
  { forma: 118, descripcion: 'Pago con QR', porcentaje: 12, color: '#2E7D32', advertencia: 'Válido pagando con QR desde la aplicación de su banco.', test: false },
  { forma: 130, descripcion: 'QR Blupy (prueba)', porcentaje: 20, color: '#6A1B9A', advertencia: 'Descuento de prueba, visible solo para cuentas de prueba.', test: true },
] as const;

const prescription = (p: ProductRow) => p.codigoControl > 1 || p.oncologico;

export function quantityPromo(p: ProductRow) {
  if (p.descuentoPorCantidad) return p.descuentoPorCantidad;
  if (prescription(p) || unit(p.codigo, 3) >= 0.04) return null;
  const promocion = pickFrom(['2x1', '3x2', '4x2'] as const, p.codigo, 4);
  const { step, porcentaje } = QUANTITY_PROMOS[promocion];
  return { step, promocion, porcentajeDescuento: porcentaje, mensaje: `Llevando ${step} unidades pagás menos (${promocion})` };
}

/** Percentage discount: about 30 % of the products that may carry one. */
export const productDiscount = (p: ProductRow) => (p.oncologico || unit(p.codigo, 1) >= 0.3 ? 0 : pickFrom(DISCOUNTS, p.codigo, 2));

function attributes(p: ProductRow) {
  const list = [
    ['Principio activo', p.principioActivo],
    ['Presentación', p.presentacion],
    ['Contenido', p.contenido],
  ] as const;
  return list.flatMap(([nombre, valor]) => (valor ? [{ nombre, valor }] : []));
}

/** The 534 demo products with deterministic flags, promotions and payment-method discounts. */
export async function seedProducts(db: Kysely<Database>): Promise<number> {
  const products = loadProducts();
  const categories = new Map(loadCategories().map((c) => [c.codigo, c]));
  const rows = products.map((p) => {
    const promo = quantityPromo(p);
    const destacado = unit(p.codigo, 5) < 0.12;
    return {
      codigo: p.codigo, descripcion: p.descripcion, nombre: p.nombre, slug: p.slug,
      descripcion_larga: p.descripcionLarga ?? null, codigo_barra: p.codigoBarra, precio: p.precio, iva: p.iva,
      marca_codigo: p.marca?.codigo ?? null, fabricante: p.fabricante, categoria_codigo: productCategory(p, categories),
      codigo_control: p.codigoControl, es_refrigerado: p.esRefrigerado, oncologico: p.oncologico,
      foto: p.fotoPrincipal?.nombre ?? null, galeria: JSON.stringify(p.fotoPrincipal ? [{ nombre: p.fotoPrincipal.nombre }] : []),
      atributos: JSON.stringify(attributes(p)),
      nuevo: p.nuevo === 'S' || unit(p.codigo, 6) < 0.05, descontinuado: false,
      promocion: promo !== null || p.promocion === 'S', destacado, descuento: productDiscount(p),
      popularidad: Math.floor(unit(p.codigo, 7) * 1000) + (destacado ? 500 : 0),
      principio_activo: p.principioActivo ?? null, presentacion: p.presentacion ?? null, contenido: p.contenido ?? null,
      tope_linea: LINE_CAPS[p.categoria.codigo] ?? null,
      stock_proveedor: SUPPLIER_STOCK_PRODUCTS.includes(p.codigo),
    };
  });
  let inserted = await insertMissing(db, 'products', rows, 'codigo');

  const promos = products.flatMap((p) => {
    const q = quantityPromo(p);
    return q ? [{ producto_codigo: p.codigo, promocion: q.promocion, step: q.step, porcentaje: q.porcentajeDescuento, mensaje: q.mensaje }] : [];
  });
  inserted += await insertMissing(db, 'quantity_promotions', promos, 'producto_codigo');

  const discounts = products.flatMap((p) => {
    if (prescription(p) || unit(p.codigo, 8) >= 0.1) return [];
    const chosen = PAYMENT_DISCOUNTS.filter((d, i) => (d.test ? unit(p.codigo, 9) < 0.3 : unit(p.codigo, 10 + i) < 0.45));
    return (chosen.length ? chosen : [PAYMENT_DISCOUNTS[0]]).map((d) => ({
      id: p.codigo * 10 + PAYMENT_DISCOUNTS.indexOf(d), producto_codigo: p.codigo, forma_codigo: d.forma,
      descripcion: d.descripcion, porcentaje: d.porcentaje, color: d.color, imagen: null, advertencia: d.advertencia, test: d.test,
    }));
  });
  const n = await insertMissing(db, 'product_payment_discounts', discounts, 'id');
  if (n) await syncSequence(db, 'product_payment_discounts', 'id');
  return inserted + n;
}
