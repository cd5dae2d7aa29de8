import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, seedQueryCache } from '@botica/platform/data/query';
import type { Calculation, Order } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequest } from '@botica/shared-contracts/checkout/payloads';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { type ServerFragment, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { hydrateDrawn } from '@botica/platform/testing/hydrate-drawn';
import { ApiError } from '@botica/shared-contracts/http/errors';
import * as checkoutApi from '../features/cart/api/checkout-api';
import * as paymentsApi from '../features/payments/api/payments-api';
import { emptyCart, type StoredCart } from '../features/cart/state/cart.model';
import { MIRROR_COOKIES, mirrorValue } from '../features/cart/state/cart.mirror';
import { resetCartStore } from '../features/cart/state/cart.service';
import { pages } from '../exposes/pages';
import { PAYMENT_MIRROR_COOKIES, paymentMirrorValue } from '../features/payments/state/payment.mirror';
import { render } from './render';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../features/cart/api/checkout-api', () => ({
  fetchCalculation: vi.fn(),
  fetchCustomer: vi.fn(),
  fetchAddresses: vi.fn(),
  fetchSavedCards: vi.fn(),
  fetchDepartments: vi.fn(),
  fetchCities: vi.fn(),
  fetchBranches: vi.fn(),
  fetchDeliverySlots: vi.fn(),
  fetchOrder: vi.fn(),
  placeOrder: vi.fn(),
  checkGiftCard: vi.fn(),
}));
// what an order bought (read with the order); the purchase analytics of the arrival is not what these tests look at
vi.mock('../features/payments/api/payments-api', () => ({ fetchOnlinePaymentType: vi.fn(async () => 'PEDI') }));
vi.mock('../features/analytics/state/purchase-analytics', () => ({ trackPurchase: vi.fn(async () => undefined) }));
const mocked = vi.mocked(checkoutApi);
const mockedPayments = vi.mocked(paymentsApi);

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

const cookie = (c: StoredCart) => `token=abc; ${MIRROR_COOKIES.normal.name}=${mirrorValue(c)}`;
const draw = async (over: { path?: string; cookie?: string } = {}) =>
  (await render({ path: over.path ?? '/carrito', search: '', cookie: over.cookie ?? cookie(cart()), apiUrl: 'http://127.0.0.1:9' })) as ServerFragment | null;

/** As the host's page does: the embedded data seeds the cache, then the owner's page hydrates the drawn HTML. */
function hydrate(fragment: ServerFragment) {
  seedQueryCache(fragment.data ?? {});
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

const syncOff = { enabled: async () => false, create: vi.fn(), deleteItem: vi.fn(), close: vi.fn(), finish: vi.fn() };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  localStorage.clear();
  resetCartStore(syncOff);
  clearQueryCache();
  vi.clearAllMocks();
  mocked.fetchCalculation.mockImplementation(async (_onco, body) => calc(body));
  mocked.fetchCustomer.mockResolvedValue(customerFixture({ email: 'a@b.c' }));
  mocked.fetchSavedCards.mockResolvedValue([]);
  mocked.fetchAddresses.mockResolvedValue([{ codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234', default: 'S', latitud: -25.29, longitud: -57.58 }]);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('checkout server render', () => {
  it("draws the customer's /carrito from the cart's mirror: steps, lines, the calculation's amounts and 'Continuar'", async () => {
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
    // the calculation was asked for the mirrored cart, with the customer's session (the client the renderer made)
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
        checkoutQueries.drawnCart(false),
        checkoutQueries.savedCards(),
      ].sort(),
    );
  });

  it('leaves the page to the browser without a session, without a mirror, for other pages and when the API fails', async () => {
    expect(await draw({ cookie: `${MIRROR_COOKIES.normal.name}=${mirrorValue(cart())}` })).toBeNull();
    expect(await draw({ cookie: 'token=abc' })).toBeNull();
    // the normal cart's mirror does not draw the oncology cart
    expect(await draw({ path: '/carrito-oncologicos' })).toBeNull();
    expect(await draw({ path: '/pago-qr-blupy' })).toBeNull();
    mocked.fetchCalculation.mockRejectedValueOnce(new ApiError(500, [{ msg: 'caído' }]));
    expect(await draw()).toBeNull();
  });

  it('the browser hydrates the drawn page in place, without a mismatch, when its cart is the mirrored one', async () => {
    localStorage.setItem('cart', JSON.stringify(cart()));
    resetCartStore(syncOff);
    const fragment = (await draw())!;
    const { container, drawn, errors } = await hydrate(fragment);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="cart-page"]')).toBe(drawn);
    expect(container.querySelector('[data-testid="summary-total"]')?.textContent).toContain('Gs.\u00a0208.500');
    expect([...container.querySelectorAll('button')].find((b) => b.textContent === 'Continuar')?.disabled).toBe(false);
    expect(container.querySelector<HTMLFieldSetElement>('fieldset.ck-controls')?.disabled).toBe(false);
  });

  it("a stale mirror costs a re-render, never a wrong amount: the page turns to this browser's cart and its calculation", async () => {
    // the browser's cart has three units of the first line; the mirror (another tab, an old cookie) said two
    localStorage.setItem('cart', JSON.stringify(cart(3)));
    resetCartStore(syncOff);
    const fragment = (await draw({ cookie: cookie(cart(2)) }))!;
    expect(fragment.html).toContain('Gs.\u00a0208.500');
    // the browser's cart is priced later: meanwhile its lines show no amount of the mirror's calculation
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
  });

  describe('the completion page', () => {
    const order: Order = {
      codigo: 12, estado: 'GENE', fecha: '2026-11-25T10:00:00', total: 214_500, subtotal: 208_500, delivery: 6000, descuento: 0, giftMonto: 0,
      oncologico: false, tokenPeticion: null, tipoEntrega: 'inmediata', pedido: { tipo: 'DELI', sucursal: null },
      direccion: { codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234' }, formaPago: { codigo: 1, descripcion: 'Efectivo' },
      entrega: null, detalles: [],
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
      expect(mockedPayments.fetchOnlinePaymentType).toHaveBeenCalledWith('12', expect.anything());
      expect(fragment!.data).toEqual({ [checkoutQueries.order('12')]: order, [checkoutQueries.onlinePaymentType('12')]: 'PEDI' });
    });

    it("draws the gift card's thank-you page for an order that bought one, and the browser hydrates it asking nothing", async () => {
      mocked.fetchOrder.mockResolvedValue({ ...order, formaPago: { codigo: 97, descripcion: 'Pago Único' } });
      mockedPayments.fetchOnlinePaymentType.mockResolvedValueOnce('SERV');
      const fragment = (await drawOrder())!;
      expect(fragment.html).toContain('data-testid="giftcard-thanks-page"');
      expect(fragment.html).toContain('Comprar otra Gift Card');
      expect(fragment.html).not.toContain('data-testid="order-finished-page"');
      mockedPayments.fetchOnlinePaymentType.mockClear();
      const { container, errors } = await hydrateOrder(fragment, '[data-testid="giftcard-thanks-page"]');
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-testid="giftcard-thanks-page"]')).not.toBeNull();
      expect(mockedPayments.fetchOnlinePaymentType).not.toHaveBeenCalled();
    });

    it('the browser hydrates the drawn order in place, without a mismatch', async () => {
      mocked.fetchOrder.mockResolvedValue(order);
      const fragment = (await drawOrder())!;
      const { container, drawn, errors } = await hydrateOrder(fragment, '[data-testid="order-finished-page"]');
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-testid="order-finished-page"]')).toBe(drawn);
      expect(container.querySelector('[data-testid="order-total"]')?.textContent).toBe('Gs.\u00a0214.500');
    });

    it("leaves it to the browser without a session, for a provider's failed return or a code that is no number; an order the API does not give is an unknown path", async () => {
      mocked.fetchOrder.mockResolvedValue(order);
      expect(await render({ path: '/compra-finalizada/12', search: '', cookie: '', apiUrl: 'http://127.0.0.1:9' })).toBeNull();
      expect(await drawOrder('/compra-finalizada/12', '?transactionStatus=failed')).toBeNull();
      expect(await drawOrder('/compra-finalizada/abc')).toBeNull();
      expect(await drawOrder('/compra-finalizada')).toBeNull();
      mocked.fetchOrder.mockRejectedValueOnce(new ApiError(404, [{ msg: 'No encontrado' }]));
      expect(await drawOrder()).toEqual(UNKNOWN_PATH);
      mocked.fetchOrder.mockRejectedValueOnce(new ApiError(503, [{ msg: 'No disponible' }]));
      expect(await drawOrder()).toBeNull();
    });
  });

  describe('the card payment pages, reloaded', () => {
    const payment = { codigo: 57, process_id: 'proc-abc123', paymentType: 'PEDI', aliasToken: null };
    const payCookie = (variant: 'card' | 'authorization', value = paymentMirrorValue(payment)) => `token=abc; ${PAYMENT_MIRROR_COOKIES[variant].name}=${value}`;
    const drawPayment = async (path: string, cookieHeader: string) =>
      (await render({ path, search: '', cookie: cookieHeader, apiUrl: 'http://127.0.0.1:9' })) as ServerFragment | null;

    it("draws /procesar-pago from the payment's cookie: the order's number and the provider's frame, asking the API nothing", async () => {
      const fragment = await drawPayment('/procesar-pago', payCookie('card'));
      expect(fragment).not.toBeNull();
      expect(fragment!.html).toContain('Pago con tarjeta');
      expect(fragment!.html).toMatch(/data-testid="payment-order">57</);
      expect(fragment!.html).toContain('src="/sandbox/pagos/checkout/proc-abc123"');
      expect(fragment!.data).toEqual({ [checkoutQueries.drawnPayment('card')]: payment });
      const authorization = await drawPayment('/autorizacion-pago', payCookie('authorization'));
      expect(authorization!.html).toContain('src="/sandbox/pagos/autorizacion/proc-abc123"');
      expect(mocked.fetchOrder).not.toHaveBeenCalled();
    });

    it("leaves it to the browser without a session, without the page's own cookie, or with one that is not a payment", async () => {
      expect(await drawPayment('/procesar-pago', payCookie('card').replace('token=abc; ', ''))).toBeNull();
      expect(await drawPayment('/procesar-pago', 'token=abc')).toBeNull();
      expect(await drawPayment('/procesar-pago', payCookie('authorization'))).toBeNull();
      expect(await drawPayment('/procesar-pago', payCookie('card', '%7B%22codigo%22%3A57%7D'))).toBeNull();
      expect(await drawPayment('/procesar-pago', payCookie('card', '%E0%A4%A'))).toBeNull();
      expect(await drawPayment('/procesar-pago', payCookie('card', encodeURIComponent(JSON.stringify({ ...payment, codigo: -1 }))))).toBeNull();
    });

    it('the browser hydrates it in place from its history entry, and a page opened anew shows the drawn payment', async () => {
      for (const state of [payment, null]) {
        clearQueryCache();
        const fragment = (await drawPayment('/procesar-pago', payCookie('card')))!;
        seedQueryCache(fragment.data ?? {});
        const Page = pages['process-payment'];
        const { container, drawn: frame, errors } = await hydrateDrawn(
          fragment.html,
          <MemoryRouter initialEntries={[{ pathname: '/procesar-pago', state }]}>
            <Routes>
              <Route path="/procesar-pago" element={<Page />} />
            </Routes>
          </MemoryRouter>,
          { attach: false, select: 'iframe' },
        );
        expect(errors).toEqual([]);
        expect(container.querySelector('iframe')).toBe(frame);
        expect(container.querySelector('[data-testid="payment-order"]')?.textContent).toBe('57');
      }
    });
  });
});
