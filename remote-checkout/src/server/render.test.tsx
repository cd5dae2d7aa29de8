import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, seedQueryCache } from '@botica/platform/data/query';
import type { Calculation, Order } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequest } from '@botica/shared-contracts/checkout/payloads';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { type RenderInput, type ServerFragment, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import { ApiError } from '@botica/shared-contracts/http/errors';
import * as checkoutApi from '../features/cart/api/checkout-api';
import { emptyCart, type StoredCart } from '../features/cart/state/cart.model';
import { cartStore, resetCartStore } from '../features/cart/state/cart.service';
import { savedOf } from '../features/cart/state/cart.server-copy';
import { SERVER_DATA_ELEMENT_ID, seedFromServerRender } from '../app/server-data';
import { pages } from '../exposes/pages';
import { render } from './render';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../features/cart/api/checkout-api', () => ({
  fetchCalculation: vi.fn(),
  fetchCustomer: vi.fn(),
  fetchAddresses: vi.fn(),
  fetchSavedCards: vi.fn(),
  fetchSavedCart: vi.fn(),
  fetchDepartments: vi.fn(),
  fetchCities: vi.fn(),
  fetchBranches: vi.fn(),
  fetchDeliverySlots: vi.fn(),
  fetchOrder: vi.fn(),
  fetchOrderByToken: vi.fn(),
  placeOrder: vi.fn(),
  checkGiftCard: vi.fn(),
}));
// the purchase analytics of the arrival is not what these tests look at
vi.mock('../features/analytics/state/purchase-analytics', () => ({ trackPurchase: vi.fn(async () => undefined) }));
const mocked = vi.mocked(checkoutApi);

/** Catalogue prices of the fake engine: every amount on the page comes from the calculation. */
const PRICES: Record<number, number> = { 100001: 95_000, 100002: 12_500 };

function calc(body: CalculationRequest): Calculation {
  const detalles = body.items.map((i) => {
    const precio = PRICES[i.codigo] ?? 1000;
    const cantidad = i.cantidad ?? 1;
    return {
      productoCodigo: i.codigo, descripcion: `P${i.codigo}`, cantidad, precioSinDescuento: precio + 5000, precioPantalla: precio, porcentajeDescuento: 5,
      descuentoCodigo: null, subtotal: precio * cantidad, descuentoPromocion: 0, descuentoFormaPago: 0, promocion: null, faltanParaPromocion: 0,
      esRegalo: false, esControlado: false, esRefrigerado: false, stock: 50, observacion: null, tope: null,
    };
  });
  const subtotal = detalles.reduce((s, d) => s + d.subtotal, 0);
  return {
    subtotal, subtotalSinDescuento: subtotal, descuento: 0, delivery: 6000, giftMonto: 0, bolsa: { cantidad: 0, precio: 1000, total: 0 },
    total: subtotal + 6000, totalSinPromo: subtotal + 6000, totalesDescuentos: [], detalles, detallesSinStock: [],
    sucursalesCercanas: [], sucursalCodigo: 3, cupon: null, gift: null,
    tiposDeEntrega: [{ tipo: 'inmediata', texto: 'Entrega inmediata', costo: 6000, tiempoEntrega: 0, disponible: true }],
    tipoEntrega: 'inmediata', topes: [], horarioEntrega: { desde: '08:00', hasta: '21:00', abierto: true }, bloqueos: [],
  };
}

const cart = (quantity = 2): StoredCart => ({
  ...emptyCart(false),
  items: [
    { codigo: 100001, descripcion: 'PROTECTOR SOLAR FPS 50', precio: 95_000, quantity, marca: { descripcion: 'Lab Demo' } },
    { codigo: 100002, descripcion: 'PARACETAMOL 500 MG', precio: 12_500, quantity: 1 },
  ],
  address: { codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234' },
  // a delivery's 'Continuar' waits for a payment method
  paymentMethod: { code: 1, name: 'efectivo' },
});

/** The customer's cart as the API keeps it (`GET /cart/actual`). */
const onServer = (c: StoredCart | null) => mocked.fetchSavedCart.mockResolvedValue({ carrito: c && savedOf(c), carritoId: c ? 77 : null });
/** The customer whose session the host read for the document. */
const shopper = customerFixture({ email: 'a@b.c' });
const draw = async (over: { path?: string; cookie?: string; session?: RenderInput['session'] } = {}) =>
  (await render({
    path: over.path ?? '/carrito',
    search: '',
    cookie: over.cookie ?? 'token=abc',
    apiUrl: 'http://127.0.0.1:9',
    session: 'session' in over ? over.session : { customer: shopper },
  })) as ServerFragment | null;

/** As the host's page does: the page's data in the document, read by the expose, then the page hydrates the drawn HTML. */
function hydrate(fragment: ServerFragment) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(fragment.data ?? {});
  document.head.append(script);
  seedFromServerRender();
  script.remove();
  return hydrateDrawn(
    fragment.html,
    <MemoryRouter initialEntries={['/carrito']}>
      <Routes>
        <Route path="/carrito" element={<pages.cart />} />
      </Routes>
    </MemoryRouter>,
    { select: '[data-testid="cart-page"]' },
  );
}

/** The server out of reach: the cart service keeps this browser's copy as it is. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  localStorage.clear();
  resetCartStore(serverOff);
  clearQueryCache();
  vi.clearAllMocks();
  mocked.fetchCalculation.mockImplementation(async (_onco, body) => calc(body));
  // the session comes from the host with the request (fragment-session.ts): the renderer never reads it
  mocked.fetchCustomer.mockRejectedValue(new Error('el renderizador no lee la sesión'));
  mocked.fetchSavedCards.mockResolvedValue([]);
  mocked.fetchAddresses.mockResolvedValue([{ codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234', default: 'S', latitud: -25.29, longitud: -57.58 }]);
  onServer(cart());
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('checkout server render', () => {
  it("draws the customer's /carrito from their cart on the server: steps, lines, the calculation's amounts and 'Continuar'", async () => {
    const fragment = await draw();
    expect(fragment).not.toBeNull();
    const { html, data } = fragment!;
    expect(html).toContain('data-testid="cart-page"');
    expect(html).toContain('Método de entrega');
    expect(html).toContain('Detalle del carrito');
    expect(html).toContain('PROTECTOR SOLAR FPS 50');
    expect(html).toContain('PARACETAMOL 500 MG');
    expect(html).toContain('Mcal. López 1234');
    // 2 × 95.000 + 12.500 + 6.000 of delivery, as the engine priced it
    expect(html).toContain('Gs.\u00a0208.500');
    // the page's controls wait for its handlers: 'Continuar', the radios, the counters
    expect(html).toContain('<fieldset class="ck-controls" disabled="">');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Continuar<\/button>/);
    // the server's cart was read, and priced, with the customer's session (the client the renderer made)
    expect(mocked.fetchSavedCart).toHaveBeenCalledWith(false, expect.anything());
    const body = mocked.fetchCalculation.mock.calls[0]![1];
    expect(body.items).toEqual([
      { codigo: 100001, cantidad: 2 },
      { codigo: 100002, cantidad: 1 },
    ]);
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        checkoutQueries.addresses(),
        checkoutQueries.calculation(false, JSON.stringify(body)),
        checkoutQueries.customer(),
        checkoutQueries.savedCart(false),
        checkoutQueries.savedCards(),
      ].sort(),
    );
    // the customer drawn is the one the host handed over, written for the browser under the page's key
    expect(data![checkoutQueries.customer()]).toEqual(shopper);
    expect(mocked.fetchCustomer).not.toHaveBeenCalled();
    expect(data![checkoutQueries.savedCart(false)]).toMatchObject({ cartId: 77, items: [{ codigo: 100001, quantity: 2 }, { codigo: 100002, quantity: 1 }] });
  });

  it('leaves the page to the browser without a session, without a cart on the server, for other pages and when the API fails', async () => {
    expect(await draw({ cookie: 'carrito=abc' })).toBeNull();
    // a session the host read as a visitor's, or could not read
    expect(await draw({ session: { customer: null } })).toBeNull();
    expect(await draw({ session: undefined })).toBeNull();
    expect(await draw({ path: '/pago-qr-blupy' })).toBeNull();
    expect(await draw({ path: '/procesar-pago' })).toBeNull();
    onServer(null);
    expect(await draw()).toBeNull();
    onServer({ ...cart(), items: [] });
    expect(await draw()).toBeNull();
    onServer(cart());
    mocked.fetchSavedCart.mockRejectedValueOnce(new ApiError(500, [{ msg: 'caído' }]));
    expect(await draw()).toBeNull();
    mocked.fetchCalculation.mockRejectedValueOnce(new ApiError(500, [{ msg: 'caído' }]));
    expect(await draw()).toBeNull();
  });

  it('draws the oncology cart from the oncology cart on the server', async () => {
    mocked.fetchSavedCart.mockImplementation(async (oncologico) =>
      oncologico ? { carrito: savedOf({ ...cart(), oncologico: true }), carritoId: 78 } : { carrito: null, carritoId: null },
    );
    const fragment = await draw({ path: '/carrito-oncologicos' });
    expect(fragment?.html).toContain('PROTECTOR SOLAR FPS 50');
    expect(fragment?.data?.[checkoutQueries.savedCart(true)]).toMatchObject({ oncologico: true, cartId: 78 });
    expect(await draw()).toBeNull();
  });

  it('the browser hydrates the drawn page in place, without a mismatch, and takes the drawn cart as its own', async () => {
    // a cart an earlier version of the shop kept in this browser is not a change waiting to be sent: the drawn cart,
    // the server's, is the cart
    localStorage.setItem('cart', JSON.stringify({ ...cart(5), synced: true }));
    resetCartStore(serverOff);
    const fragment = (await draw())!;
    const { container, drawn, errors } = await hydrate(fragment);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-page"]')).toBe(drawn);
    expect(container.querySelector('[data-testid="summary-total"]')?.textContent).toContain('Gs.\u00a0208.500');
    expect([...container.querySelectorAll('button')].find((b) => b.textContent === 'Continuar')?.disabled).toBe(false);
    expect(container.querySelector<HTMLFieldSetElement>('fieldset.ck-controls')?.disabled).toBe(false);
    expect(cartStore().get(false).items[0]?.quantity).toBe(2);
    expect(cartStore().get(false).cartId).toBe(77);
    // nothing is waiting to be sent: the buffer holds nothing, and the page read nothing more
    expect(localStorage.getItem('cart')).toBeNull();
    expect(serverOff.write).not.toHaveBeenCalled();
    expect(serverOff.read).not.toHaveBeenCalled();
  });

  it("a line's payment-method discount, as the cart on the server keeps it, is drawn the same before and after the page's scripts", async () => {
    // the chosen method (cash, 1) takes 15 % off the first product; the cart was read before its calculation, which
    // the API answers and writes into it
    const [first, second] = cart().items;
    onServer({ ...cart(), items: [{ ...first!, descuentosFormas: [{ formaCodigo: 1, porcentaje: 15 }] }, second!] });
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => {
      const answer = calc(body);
      return { ...answer, detalles: answer.detalles.map((d) => (d.productoCodigo === 100001 ? { ...d, descuentoCodigo: 9, descuentoFormaPago: 28_500 } : d)) };
    });
    const fragment = (await draw())!;
    const discounts = (html: string) => [...html.matchAll(/data-testid="line-payment-discount"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(discounts(fragment.html)).toEqual(['-15% con la forma de pago elegida']);
    const { container, errors } = await hydrate(fragment);
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('[data-testid="line-payment-discount"]')].map((e) => e.textContent)).toEqual(['-15% con la forma de pago elegida']);
    // the drawn cart is the server's as its calculation left it: the browser's has them too, and nothing to send
    expect(cartStore().get(false).items[0]).toMatchObject({ descuentoForma: 15, descuentoCodigo: 9 });
    expect(serverOff.write).not.toHaveBeenCalled();
  });

  it("a change this browser has not sent yet wins over the drawn cart: a re-render, never a wrong amount, and it is sent", async () => {
    // the shopper made it three units of the first line while the server was out of reach: the change waits in the
    // write-behind buffer
    localStorage.setItem('cart', JSON.stringify({ id: 'cambio-1', carrito: savedOf(cart(3)) }));
    resetCartStore(serverOff);
    const fragment = (await draw())!;
    expect(fragment.html).toContain('Gs.\u00a0208.500');
    // the browser's cart is priced later: meanwhile its lines show no amount of the drawn cart's calculation
    let price: () => void = () => undefined;
    mocked.fetchCalculation.mockImplementation((_onco, body) => new Promise((resolve) => (price = () => resolve(calc(body)))));
    const { container, errors } = await hydrate(fragment);
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('[data-testid="cart-line"] input')[0]).toHaveValue('3');
    expect(container.textContent).not.toContain('208.500');
    expect(container.textContent).not.toContain('190.000');
    await act(async () => price());
    await vi.waitFor(() => expect(container.querySelector('[data-testid="summary-total"]')?.textContent).toContain('Gs.\u00a0303.500'));
    expect(mocked.fetchCalculation.mock.calls.at(-1)![1].items[0]).toEqual({ codigo: 100001, cantidad: 3 });
    expect(serverOff.write).toHaveBeenCalledWith(false, expect.objectContaining({ items: [expect.objectContaining({ quantity: 3 }), expect.anything()] }));
    // not answered (the server is still out of reach): the change stays in the buffer
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ id: 'cambio-1', carrito: { items: [{ quantity: 3 }, { quantity: 1 }] } });
  });

  it('a page whose payment the browser settles to single payment keeps its drawn groups and amounts while that is priced', async () => {
    // the server's cart has no payment chosen yet (products just added): the page settles single payment (97)
    onServer({ ...cart(), paymentMethod: null });
    const promo = (body: CalculationRequest): Calculation => ({
      ...calc(body),
      totalesDescuentos: [{ formaPagoCodigo: 98, descripcion: 'Tarjetas de crédito y débito', total: 200_000, ahorro: 8500 }],
    });
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => promo(body));
    const fragment = (await draw())!;
    expect(fragment.html).toContain('Con promoción');
    let price: () => void = () => undefined;
    mocked.fetchCalculation.mockImplementation((_onco, body) => new Promise((resolve) => (price = () => resolve(promo(body)))));
    const { container, errors } = await hydrate(fragment);
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(cartStore().get(false).paymentMethod).toMatchObject({ code: 97, name: 'pago_unico' }));
    await vi.waitFor(() => expect(mocked.fetchCalculation.mock.calls.at(-1)![1].paymentMethod).toMatchObject({ code: 97 }));
    // while the settled cart is priced, nothing of the drawn page goes away: its promo group, its prices
    const groups = () => [...container.querySelectorAll('details.ck-group > summary')].map((s) => s.textContent);
    expect(groups()).toContain('Con promoción');
    expect(container.textContent).not.toContain('Calculando…');
    expect(container.querySelector('[data-testid="summary-total"]')?.textContent).toContain('Gs.\u00a0208.500');
    await act(async () => price());
    expect(groups()).toContain('Con promoción');
  });

  describe('the completion page', () => {
    const order: Order = {
      codigo: 12, estado: 'GENE', fecha: '2026-11-25T10:00:00', total: 214_500, subtotal: 208_500, delivery: 6000, descuento: 0, giftMonto: 0,
      oncologico: false, tokenPeticion: null, tipoEntrega: 'inmediata', pedido: { tipo: 'DELI', sucursal: null },
      direccion: { codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234' }, formaPago: { codigo: 1, descripcion: 'Efectivo' },
      entrega: null, stockProveedor: false, pagoOnline: null, detalles: [],
    };
    const drawOrder = async (path = '/compra-finalizada/12', search = '') =>
      (await render({ path, search, cookie: 'token=abc', apiUrl: 'http://127.0.0.1:9' })) as ServerFragment | null;
    /** The browser's hydration of a drawn completion page, its cache seeded from the page's data. */
    const hydrateOrder = (fragment: ServerFragment, select: string) => {
      seedQueryCache(fragment.data ?? {});
      const OrderPage = pages['order-finished'];
      return hydrateDrawn(
        fragment.html,
        <MemoryRouter initialEntries={['/compra-finalizada/12']}>
          <Routes>
            <Route path="/compra-finalizada/:id?" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>,
        { select },
      );
    };

    it("draws the customer's order read with their session: number, payment, place and total", async () => {
      mocked.fetchOrder.mockResolvedValue(order);
      const fragment = await drawOrder();
      expect(fragment).not.toBeNull();
      expect(fragment!.html).toContain('¡Gracias por tu compra!');
      expect(fragment!.html).toMatch(/data-testid="order-number">12</);
      expect(fragment!.html).toContain('Efectivo');
      expect(fragment!.html).toMatch(/data-testid="order-place">Casa<!-- --> — <!-- -->Mcal. López<!-- --> 1234</);
      expect(fragment!.html).toContain('Gs.\u00a0214.500');
      expect(fragment!.html).not.toContain('Estamos obteniendo los datos');
      expect(mocked.fetchOrder).toHaveBeenCalledWith('12', expect.anything());
      expect(fragment!.data).toEqual({ [checkoutQueries.order('12')]: order });
    });

    it("draws the gift card's thank-you page for an order that bought one, and the browser hydrates it asking nothing", async () => {
      // the order says itself what its online payment bought (pagoOnline.tipo SERV: a gift card)
      mocked.fetchOrder.mockResolvedValue({ ...order, formaPago: { codigo: 97, descripcion: 'Pago Único' }, pagoOnline: { tipo: 'SERV' } });
      const fragment = (await drawOrder())!;
      expect(fragment.html).toContain('data-testid="giftcard-thanks-page"');
      expect(fragment.html).toContain('Comprar otra Gift Card');
      expect(fragment.html).not.toContain('data-testid="order-finished-page"');
      mocked.fetchOrder.mockClear();
      const { container, errors } = await hydrateOrder(fragment, '[data-testid="giftcard-thanks-page"]');
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-testid="giftcard-thanks-page"]')).not.toBeNull();
      expect(mocked.fetchOrder).not.toHaveBeenCalled();
    });

    it('the browser hydrates the drawn order in place, without a mismatch', async () => {
      mocked.fetchOrder.mockResolvedValue(order);
      const fragment = (await drawOrder())!;
      const { container, drawn, errors } = await hydrateOrder(fragment, '[data-testid="order-finished-page"]');
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-testid="order-finished-page"]')).toBe(drawn);
      expect(container.querySelector('[data-testid="order-total"]')?.textContent).toBe('Gs.\u00a0214.500');
    });

    it("leaves it to the browser without a session or for a provider's failed return of an order that exists; what names no order of this customer is an unknown path", async () => {
      mocked.fetchOrder.mockResolvedValue(order);
      expect(await render({ path: '/compra-finalizada/12', search: '', cookie: '', apiUrl: 'http://127.0.0.1:9' })).toBeNull();
      expect(await drawOrder('/compra-finalizada/12', '?transactionStatus=failed')).toBeNull();
      expect(await drawOrder('/compra-finalizada')).toBeNull();
      // neither a code nor a tokenPeticion
      expect(await drawOrder('/compra-finalizada/abc')).toEqual(UNKNOWN_PATH);
      mocked.fetchOrder.mockRejectedValueOnce(new ApiError(404, [{ msg: 'No encontrado' }]));
      expect(await drawOrder()).toEqual(UNKNOWN_PATH);
      mocked.fetchOrder.mockRejectedValueOnce(new ApiError(404, [{ msg: 'No encontrado' }]));
      expect(await drawOrder('/compra-finalizada/12', '?transactionStatus=failed')).toEqual(UNKNOWN_PATH);
      // a tokenPeticion the API does not give this customer
      mocked.fetchOrderByToken.mockRejectedValueOnce(new ApiError(404, [{ msg: 'El pedido no existe.' }]));
      expect(await drawOrder('/compra-finalizada/tokendeotrocliente1234')).toEqual(UNKNOWN_PATH);
      expect(mocked.fetchOrderByToken).toHaveBeenCalledWith('tokendeotrocliente1234', expect.anything());
      // an API that fails: the owner cannot tell, it never claims the order exists
      mocked.fetchOrder.mockRejectedValueOnce(new ApiError(503, [{ msg: 'No disponible' }]));
      expect(await drawOrder()).toEqual(UNDECIDED);
    });

    it('the browser shows a not-found page, not the thanks of a purchase, for an order the API does not know', async () => {
      mocked.fetchOrder.mockRejectedValue(new ApiError(404, [{ msg: 'El pedido no existe.' }]));
      const OrderPage = pages['order-finished'];
      const { render: mount, screen } = await import('@testing-library/react');
      mount(
        <MemoryRouter initialEntries={['/compra-finalizada/777']}>
          <Routes>
            <Route path="/compra-finalizada/:id?" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { name: 'Página no encontrada.' })).toBeVisible();
      expect(screen.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('¡Gracias por tu compra!')).toBeNull();
      // the page marks itself from an effect, which may run after the heading is on screen
      await vi.waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    });
  });

  describe("the public pages of a token and the roulette's order", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("answers the API's verdict on the token or order: unknown (404), the browser's page, or undecided", async () => {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: URL) => {
          asked.push(String(url));
          const path = new URL(url).pathname;
          const status = path.includes('no-existe') || path.endsWith('/99999') ? 404 : path.includes('caido') ? 500 : 200;
          return new Response('{}', { status });
        }),
      );
      const at = (path: string, cookie = '') => render({ path, search: '', cookie, apiUrl: 'http://api.test' });
      expect(await at('/link-pago/no-existe-1234')).toEqual(UNKNOWN_PATH);
      expect(await at('/qr-temporal/no-existe-1234')).toEqual(UNKNOWN_PATH);
      expect(await at('/compartir-carrito/no-existe-1234')).toEqual(UNKNOWN_PATH);
      expect(asked).toEqual([
        'http://api.test/api/link-pago/no-existe-1234',
        'http://api.test/api/link-pago/no-existe-1234',
        'http://api.test/api/carrito/no-existe-1234',
      ]);
      expect(await at('/link-pago/abcdefgh1234')).toBeNull();
      expect(await at('/qr-temporal/abcdefgh1234')).toBeNull();
      expect(await at('/link-pago/caido-1234')).toEqual(UNDECIDED);
      // the roulette of an order, read with the customer's session
      expect(await at('/ruleta-valentines-day/99999', 'token=abc')).toEqual(UNKNOWN_PATH);
      expect(asked.at(-1)).toBe('http://api.test/api/ruleta/verificar-ruleta/99999');
      expect(await at('/ruleta-valentines-day/doce', 'token=abc')).toEqual(UNKNOWN_PATH);
      expect(await at('/ruleta-valentines-day/12', 'token=abc')).toBeNull();
      expect(await at('/ruleta-valentines-day', 'token=abc')).toBeNull();
      // a visitor: the route's guard sends them to log in
      expect(await at('/ruleta-valentines-day/99999')).toBeNull();
    });
  });
});
