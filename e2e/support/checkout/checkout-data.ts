import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { headers, registerPersona, unique } from '../access/access-data';
import { putCart } from './cart-data';

/** A product as the cart stores it (spec 000 §3), with the place it was found in stock. */
export interface StockedProduct {
  codigo: number;
  descripcion: string;
  precio: number;
}

interface ListedProduct {
  codigo: number;
  descripcion: string;
  precio: number;
  esControlado?: boolean;
  esRefrigerado?: boolean;
  codigoControl?: number;
}

interface BranchRow {
  codigo: number;
  descripcion: string;
  direccion: string;
  ciudad: string;
  departamento: string;
  ciudadCodigo: number;
  departamentoCodigo: number;
}

/**
 * A new customer (terms accepted) logged in in the page's browser context, with one address in Asunción.
 * `apiOrigin`: the API the page's host talks to, when it is not the stack's.
 */
export async function customerWithAddress(page: Page, apiOrigin?: string) {
  const email = unique().email('checkout');
  const password = 'Clave1234';
  await registerPersona(page.request, email, password, apiOrigin);
  const login = await page.request.post('/api/customers/login', { headers, data: { mail: email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const created = await page.request.post('/api/direcciones', {
    headers,
    data: { nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', ubicacionCodigo: 9042, latitud: -25.2946, longitud: -57.5806, default: 'S' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const address = ((await created.json()) as { result: { codigo: number; nombre: string; calle: string; numero: string } }).result;
  return { email, password, address };
}

type Place = { address: number } | { office: number };

/** Priced by the engine for that place: no stock problem, no cap, nothing that blocks the order. */
async function placeable(request: APIRequestContext, p: ListedProduct, place: Place, cantidad: number) {
  const body = {
    items: [{ codigo: p.codigo, cantidad }],
    ...('address' in place ? { delivery: true, address: { codigo: place.address } } : { delivery: false, office: { value: place.office } }),
    paymentMethod: { code: 1, name: 'efectivo' },
  };
  const res = await request.post('/api/peticiones/calcular/web', { headers, data: body });
  if (!res.ok()) return false;
  const { result } = (await res.json()) as { result: { bloqueos: string[]; detallesSinStock: unknown[]; total: number; detalles: { esControlado: boolean; esRefrigerado: boolean }[] } };
  return result.bloqueos.length === 0 && result.detallesSinStock.length === 0 && result.total > 0 && !result.detalles.some((d) => d.esControlado || d.esRefrigerado);
}

/**
 * `count` free-sale products the engine can sell at that place (the most popular in stock first), each in the quantity
 * `quantityOf` asks for it (one unit unless said).
 */
export async function productsInStock(
  request: APIRequestContext,
  place: Place,
  count: number,
  accept: (codigo: number) => boolean = () => true,
  quantityOf: (product: { precio: number }) => number = () => 1,
): Promise<StockedProduct[]> {
  const found: StockedProduct[] = [];
  // the suite's own orders use up the most popular products at a place: further pages of the list are asked for
  for (let page = 1; page <= 5 && found.length < count; page++) {
    const res = await request.get(`/api/productos/top?p=${page}`, { headers });
    expect(res.ok()).toBeTruthy();
    const results = ((await res.json()) as { results: ListedProduct[] }).results;
    if (!results.length) break;
    const listed = results.filter((p) => !p.esControlado && !p.esRefrigerado && (p.codigoControl ?? 1) === 1 && accept(p.codigo));
    for (const p of listed) {
      if (found.length === count) break;
      if (await placeable(request, p, place, quantityOf(p))) found.push({ codigo: p.codigo, descripcion: p.descripcion, precio: p.precio });
    }
  }
  expect(found, 'products in stock at the place').toHaveLength(count);
  return found;
}

/** A branch whose department and city the selects offer, with a product in stock there. */
export async function branchWithStock(request: APIRequestContext): Promise<{ branch: BranchRow; product: StockedProduct }> {
  const res = await request.get('/api/sucursales', { headers });
  expect(res.ok()).toBeTruthy();
  const branches = ((await res.json()) as { results: BranchRow[] }).results;
  for (const branch of branches.slice(0, 8)) {
    const [product] = await productsInStock(request, { office: branch.codigo }, 1).catch(() => []);
    if (product) return { branch, product };
  }
  throw new Error('no branch with a product in stock');
}

/** The customer's notification pop-up was seen already: it would cover the page. */
async function popupSeen(page: Page) {
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
}

/** Puts these lines, one unit each, in the shopper's cart on the server (the cart), then opens /carrito. */
export async function openCheckoutWith(page: Page, products: StockedProduct[]) {
  await putCart(page.request, products.map((product) => ({ product, quantity: 1 })));
  await popupSeen(page);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(products.length);
}

/** The order as the API answers its owner (`GET /peticiones/{codigo}`). */
export async function orderOf(page: Page, codigo: string | number) {
  const res = await page.request.get(`/api/peticiones/${codigo}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { codigo: number; total: number; estado: string; formaPago: { codigo: number }; direccion: { codigo: number } | null; pedido: { sucursal: { codigo: number } | null } } }).result;
}

/** Demo catalogue products the checkout specs look for (api/seed-data/catalog/products_demo.json). */
export const DEMO_CODES = {
  /** Infant formulas: category 1003, capped at 4 units per order on delivery. */
  capped: [100488, 100489, 100490],
  /** Controlled (prescription) medicines, not oncology. */
  controlled: [100015, 100016, 100025],
  /** Oncology products (only the oncology cart takes them). */
  oncology: [100287, 100288, 100289],
  /** Free-sale products whose units come from the supplier's stock (api/src/db/seed/products.seed.ts). */
  supplierStock: [100007, 100160, 100308, 100353, 100399, 100446],
} as const;

interface CalcResult {
  subtotal: number;
  total: number;
  delivery: number;
  bloqueos: string[];
  detallesSinStock: unknown[];
  topes: { mensaje: string }[];
  detalles: { productoCodigo: number; descripcion: string; precioPantalla: number; esControlado: boolean; esRefrigerado: boolean }[];
}

/** The engine's calculation of these lines at that place (cash), as the API answers it. */
export async function priced(request: APIRequestContext, items: { codigo: number; cantidad: number }[], place: Place, oncologico = false): Promise<CalcResult | null> {
  const body = {
    items,
    ...('address' in place ? { delivery: true, address: { codigo: place.address } } : { delivery: false, office: { value: place.office } }),
    paymentMethod: { code: 1, name: 'efectivo' },
  };
  const res = await request.post(`/api/peticiones/calcular/${oncologico ? 'web-oncologicos' : 'web'}`, { headers, data: body });
  return res.ok() ? ((await res.json()) as { result: CalcResult }).result : null;
}

/** The first of these demo products with `cantidad` units on sale at the place (stock and nothing else blocking). */
export async function demoProductAt(
  request: APIRequestContext,
  codes: readonly number[],
  place: Place,
  opts: { cantidad?: number; oncologico?: boolean; ignoreCaps?: boolean } = {},
): Promise<StockedProduct> {
  for (const codigo of codes) {
    const r = await priced(request, [{ codigo, cantidad: opts.cantidad ?? 1 }], place, opts.oncologico);
    if (!r || r.detallesSinStock.length || r.total <= 0) continue;
    if (r.bloqueos.some((b) => !(opts.ignoreCaps && r.topes.some((t) => t.mensaje === b)))) continue;
    const line = r.detalles[0]!;
    return { codigo, descripcion: line.descripcion, precio: line.precioPantalla };
  }
  throw new Error(`none of ${codes.join(', ')} can be sold at ${JSON.stringify(place)}`);
}

/** A branch (one the selects offer) where these lines are all in stock. */
export async function branchWithStockFor(request: APIRequestContext, items: { codigo: number; cantidad: number }[], oncologico = false): Promise<BranchRow> {
  const res = await request.get('/api/sucursales', { headers });
  const branches = ((await res.json()) as { results: BranchRow[] }).results;
  for (const branch of branches) {
    const r = await priced(request, items, { office: branch.codigo }, oncologico);
    if (r && !r.detallesSinStock.length && !r.bloqueos.length) return branch;
  }
  throw new Error('no branch has these lines in stock');
}

/**
 * Puts these lines (with their quantities) in one of the shopper's carts on the server, with the checkout's choices
 * `cart` (a pickup branch…), then opens its checkout page.
 */
export async function openCartWith(page: Page, lines: { product: StockedProduct; quantity: number }[], oncologico = false, cart: Record<string, unknown> = {}) {
  await putCart(page.request, lines, { oncologico, cart });
  await popupSeen(page);
  await page.goto(oncologico ? '/carrito-oncologicos' : '/carrito');
  await expect(page.getByTestId(oncologico ? 'cart-oncology-page' : 'cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
}

/**
 * The seeded stock's regional rule (api/src/db/seed/stock.seed.ts): a demo product whose code leaves 3 when divided
 * by 11 is stocked only in Asunción and Central (departments 1 and 12), never in Alto Paraná or Itapúa (11 and 8).
 */
const onlyAroundAsuncion = (codigo: number) => codigo % 11 === 3;
const EAST_DEPARTMENTS = [11, 8];

/**
 * A pickup case for "Retirar aquí", read from the seeded data instead of searched for: a product sold only around
 * Asunción (in stock for the customer's address), the first branch by code in Alto Paraná or Itapúa (which never
 * has it), and the nearest open branch with `cantidad` of it the engine offers there (around Asunción, so in
 * another city). Two catalogue calls and one calculation, whatever the number of branches.
 */
export async function pickupElsewhereCase(request: APIRequestContext, address: number, cantidad: number) {
  const [product] = await productsInStock(request, { address }, 1, onlyAroundAsuncion);
  const res = await request.get('/api/sucursales', { headers });
  expect(res.ok()).toBeTruthy();
  const branches = ((await res.json()) as { results: BranchRow[] }).results;
  const byCode = new Map(branches.map((b) => [b.codigo, b]));
  const from = branches.filter((b) => EAST_DEPARTMENTS.includes(b.departamentoCodigo)).sort((a, b) => a.codigo - b.codigo)[0];
  expect(from, 'a seeded branch in Alto Paraná or Itapúa').toBeDefined();
  const r = (await priced(request, [{ codigo: product!.codigo, cantidad }], { office: from!.codigo })) as
    | (CalcResult & { sucursalesCercanas: { codigo: number; existencias: { existencia: number }[] }[] })
    | null;
  expect(r?.detallesSinStock, `${product!.codigo} is not stocked at ${from!.descripcion}`).toHaveLength(1);
  const near = r!.sucursalesCercanas[0];
  expect(near, 'an open branch near it with the product').toBeDefined();
  expect(near!.existencias.every((e) => e.existencia >= cantidad)).toBe(true);
  const to = byCode.get(near!.codigo)!;
  expect(to.ciudadCodigo).not.toBe(from!.ciudadCodigo);
  return { product: product!, from: from!, to };
}

