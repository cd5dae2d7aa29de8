import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequest, OrderPayload } from '@botica/shared-contracts/checkout/payloads';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { cartStore, resetCartStore } from '../state/cart.service';
import { emptyCart } from '../state/cart.model';
import * as checkoutApi from '../api/checkout-api';
import * as branchesApi from '../../branches/api/get-branches';
import { CheckoutPage } from './checkout-page';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }) }));

vi.mock('../api/checkout-api', () => ({
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
  verifyGiftOption: vi.fn(),
}));
const mocked = { ...vi.mocked(checkoutApi), fetchLastBranches: vi.mocked(branchesApi.fetchLastBranches) };
vi.mock('../../branches/api/get-branches', () => ({
  fetchLastBranches: vi.fn(),
  getBranches: vi.fn(async () => [
    { codigo: 3, numero: 3, descripcion: 'PUNTO 3', direccion: 'Calle 3', latitud: -25.3, longitud: -57.6, horarios: [], ciudad: 'Luque', departamento: 'Central', ciudadCodigo: 1011, departamentoCodigo: 11 },
  ]),
}));

const long = 'Protector solar facial toque seco FPS 50 con color 50 ml';
/** Catalogue prices the fake engine uses: the screen never computes amounts itself. */
const PRICES: Record<number, number> = { 1: 95_000, 2: 12_500 };

function customer(over: Partial<Customer> = {}): Customer {
  return customerFixture({ email: 'a@b.c', ...over });
}

/** A calculation like the API's, from the body the screen sent. */
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
  const delivering = body.delivery !== false && !!body.address;
  const delivery = delivering ? 6000 : 0;
  const giftMonto = body.giftCodigo ? 20_000 : 0;
  const bloqueos = body.delivery !== false && !body.address ? ['Seleccione una dirección de envío.'] : body.delivery === false && !body.office ? ['Seleccione una sucursal de retiro de pedido.'] : [];
  return {
    subtotal, subtotalSinDescuento: subtotal, descuento: 0, delivery, giftMonto, bolsa: { cantidad: 0, precio: 1000, total: 0 },
    total: subtotal + delivery - giftMonto, totalSinPromo: subtotal + delivery - giftMonto, totalesDescuentos: [], detalles, detallesSinStock: [],
    sucursalesCercanas: [], sucursalCodigo: 3, cupon: null, gift: null,
    tiposDeEntrega: delivering
      ? [
          { tipo: 'inmediata', texto: 'Entrega inmediata', costo: 6000, tiempoEntrega: 0, disponible: true },
          { tipo: 'programada', texto: 'Entrega programada', costo: 8000, tiempoEntrega: 0, disponible: true },
          { tipo: 'courrier', texto: 'Courrier', costo: 25_000, tiempoEntrega: 48, disponible: true },
        ]
      : [],
    tipoEntrega: delivering ? 'inmediata' : null, topes: [], horarioEntrega: { desde: '08:00', hasta: '21:00', abierto: true }, bloqueos,
  };
}

/** Renders the page and waits until its steps are drawn (they wait for the customer, the calculation, the addresses). */
/** Where a link led, with the state it carried. */
function NavigationState() {
  const location = useLocation();
  return <p data-testid="navigation-state">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

async function renderCheckout(oncologico = false) {
  const view = render(
    <MemoryRouter initialEntries={['/carrito']}>
      <Routes>
        <Route path="/carrito" element={<CheckoutPage oncologico={oncologico} />} />
        <Route path="/compra-finalizada/:id" element={<p>finalizada</p>} />
        <Route path="/mi-cuenta" element={<p>mi cuenta</p>} />
        <Route path="/direcciones/:id/editar" element={<NavigationState />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

/** What the page keeps for the server while it is out of reach: the change waiting in the write-behind buffer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads whatever cart field it checks
const kept = (key = 'cart') => (JSON.parse(localStorage.getItem(key) ?? 'null') as { carrito?: Record<string, any> } | null)?.carrito as Record<string, any>;
/** The server's carts, empty, as a drawn page brings them: the page's changes are made on them. */
const serverCartsKnown = () => {
  cartStore().adoptDrawn(emptyCart(false));
  cartStore().adoptDrawn(emptyCart(true));
};
const total = () => screen.getByTestId('summary-total');
/** The server out of reach: the page's changes wait in the write-behind buffer. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };
/** The order's summary, shown by 'Continuar': 'Confirmar pedido' places the order. */
const confirmButton = async () => within(await screen.findByRole('dialog', { name: 'Resumen del pedido' })).getByRole('button', { name: 'Confirmar pedido' });

describe('CheckoutPage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(serverOff);
    serverCartsKnown();
    clearQueryCache();
    vi.clearAllMocks();
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => calc(body));
    mocked.fetchCustomer.mockResolvedValue(customer());
    mocked.fetchSavedCards.mockResolvedValue([]);
    mocked.fetchAddresses.mockResolvedValue([
      { codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234', default: 'S', latitud: -25.29, longitud: -57.58 },
      { codigo: 42, nombre: 'Oficina', calle: 'España', numero: null, default: 'N' },
    ]);
    mocked.fetchLastBranches.mockResolvedValue([]);
    mocked.verifyGiftOption.mockResolvedValue(false);
    mocked.fetchDepartments.mockResolvedValue([{ codigo: 11, descripcion: 'Central', tipo: 'Departamento' }]);
    mocked.fetchCities.mockResolvedValue([{ codigo: 1011, descripcion: 'Luque', tipo: 'Ciudad' }]);
    mocked.fetchBranches.mockResolvedValue([
      {
        codigo: 3, numero: 3, descripcion: 'PUNTO 3 Luque', direccion: 'Ruta 2 km 12', latitud: -25.2, longitud: -57.4, horarios: [],
        ciudad: 'Luque', departamento: 'Central', ciudadCodigo: 1011, departamentoCodigo: 11,
      },
    ]);
  });

  it("waits for the server's cart before the shopper can edit it: what was added offline is not a cart to edit", async () => {
    resetCartStore(serverOff);
    // the server's copy was never read (offline): the add is kept as asked, for that copy
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel 250 ml', precio: 1, quantity: 1 });
    const view = render(
      <MemoryRouter initialEntries={['/carrito']}>
        <Routes>
          <Route path="/carrito" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(view.container.querySelector('[data-testid="cart-page"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('cart-line')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Carrito vacio' })).toBeNull();
    // the server's copy comes (it had a line already): the asked product goes onto it, and the page shows both
    act(() => cartStore().adoptDrawn({ ...emptyCart(false), items: [{ codigo: 1, descripcion: long, precio: 1, quantity: 1 }] }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
  });

  it('shows the empty state with a way to shop; the oncology one links to its world', async () => {
    await renderCheckout(true);
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/mundo/oncologicos');
  });

  it('step 3: counters, remove and "Eliminar productos"; amounts are the calculation\'s', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel 250 ml', precio: 1, quantity: 2 });
    await renderCheckout();
    expect(screen.getByText(`${long.slice(0, 40).trimEnd()}...`)).toBeInTheDocument();
    // The stored precio (1) is never shown: the subtotal is the engine's.
    await waitFor(() => expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Gs. 120.000'));

    const [first] = screen.getAllByTestId('cart-line');
    if (!first) throw new Error('the cart shows its lines');
    expect(within(first).getByRole('button', { name: 'Quitar una unidad' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Agregar una unidad' }));
    await waitFor(() => expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Gs. 215.000'));
    expect(kept().items[0].quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: `Quitar ${long}` }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Eliminar productos' }));
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(kept().items).toEqual([]);
  });

  it('step 3: the cart keeps what its calculation applied to each line (payment-method discount, cap) and sends it with the cart', async () => {
    // a pickup paid with the method the product has a 15 % discount for; the engine takes it off and caps the line at 6
    cartStore().update(false, (c) => ({ ...c, delivery: false, office: { label: 'PUNTO 3', value: 3 }, paymentMethod: { code: 98, name: 'Tarjetas de crédito' } }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1, descuentosFormas: [{ formaCodigo: 98, porcentaje: 15 }] });
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => {
      const answer = calc(body);
      return { ...answer, detalles: answer.detalles.map((d) => ({ ...d, descuentoCodigo: 77, descuentoFormaPago: 14_250, tope: 6 })) };
    });
    await renderCheckout();
    expect(await screen.findByTestId('line-payment-discount')).toHaveTextContent('-15% con la forma de pago elegida');
    // the cart sent to the server (here waiting in the buffer) carries them
    await waitFor(() => expect(kept().items[0]).toMatchObject({ descuentoForma: 15, descuentoCodigo: 77, topeProductoSGE: 6 }));
    expect(cartStore().get(false).items[0]).toMatchObject({ descuentoForma: 15, descuentoCodigo: 77, topeProductoSGE: 6 });
  });

  it('step 1 delivery: lists "Mis direcciones" with "Agregar", then the delivery types priced by the calculation', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    expect(screen.getByRole('link', { name: 'Agregar' })).toHaveAttribute('href', '/direcciones/agregar');
    await waitFor(() => expect(screen.getByTestId('checkout-messages')).toHaveTextContent('Seleccione una dirección de envío.'));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: 'Casa — Mcal. López 1234' }));
    const types = await screen.findByRole('radiogroup', { name: 'Tipo de entrega' });
    expect(await within(types).findByTestId('delivery-cost-courrier')).toHaveTextContent('Gs. 25.000');
    await waitFor(() => expect(screen.getByTestId('summary-delivery')).toHaveTextContent('Gs. 6.000'));
    expect(total()).toHaveTextContent('Gs. 101.000');
    expect(kept().address.codigo).toBe(41);
  });

  it('step 1 delivery: while the chosen address is priced, the delivery types keep their place, with no "no type" notice', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    // the address's calculation is held until the test lets it answer
    let answer: () => void = () => undefined;
    mocked.fetchCalculation.mockImplementation((_onco, body) => new Promise((resolve) => (answer = () => resolve(calc(body)))));
    await user.click(await screen.findByRole('radio', { name: 'Casa — Mcal. López 1234' }));
    const waiting = await screen.findByTestId('delivery-types-loading');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(3);
    expect(within(waiting).getAllByText('Estamos obteniendo los datos...')).toHaveLength(3);
    expect(screen.queryByText(CHECKOUT_MESSAGES.noDeliveryTypes)).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Tipo de entrega' })).toBeNull();

    answer();
    const types = await screen.findByRole('radiogroup', { name: 'Tipo de entrega' });
    expect(within(types).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByTestId('delivery-types-loading')).toBeNull();
  });

  it('step 1 pickup: department, city and branch selects with their messages', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 2, descripcion: 'Alcohol', precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Retiro en sucursal' }));
    const dep = screen.getByRole('combobox', { name: 'Departamento' });
    await screen.findByRole('option', { name: 'Central' });
    await user.selectOptions(dep, '11');
    await user.selectOptions(dep, '');
    expect(screen.getByText('Departamento es requerido')).toBeInTheDocument();
    expect(screen.getByText('Ciudad es requerido')).toBeInTheDocument();
    expect(screen.getByText('Sucursal es requerido')).toBeInTheDocument();
    await user.selectOptions(dep, '11');
    await screen.findByRole('option', { name: 'Luque' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), '1011');
    await screen.findByRole('option', { name: 'PUNTO 3 Luque' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), '3');
    expect(screen.queryByText('Sucursal es requerido')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-branch')).toHaveTextContent('PUNTO 3 Luque — Ruta 2 km 12');
    const stored = kept();
    expect(stored).toMatchObject({ delivery: false, address: null, office: { value: 3, label: 'PUNTO 3 Luque' } });
    await waitFor(() => expect(mocked.fetchCalculation).toHaveBeenLastCalledWith(false, expect.objectContaining({ delivery: false, office: { value: 3 } })));
    expect(screen.queryByTestId('summary-delivery')).not.toBeInTheDocument();
  });

  it('step 2: with delivery "Continuar" waits for a method; a customer blocked from paying online sees cash only', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ bloqueadoPagoOnline: 'S' }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(screen.getByTestId('summary-total')).toBeInTheDocument());
    expect(continuar).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Tarjetas de crédito/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Efectivo/ }));
    await waitFor(() => expect(continuar).toBeEnabled());
    expect(mocked.placeOrder).not.toHaveBeenCalled();
  });

  it('step 2: a pickup without a method may press "Continuar", which says so', async () => {
    const user = userEvent.setup();
    // blocked from paying online: single payment is not offered, so nothing is chosen for the customer
    mocked.fetchCustomer.mockResolvedValue(customer({ bloqueadoPagoOnline: 'S' }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, delivery: false, office: { label: 'PUNTO 3', value: 3 } }));
    await renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.click(continuar);
    expect(screen.getByText('* Debe de seleccionar un método de pago')).toBeInTheDocument();
    expect(mocked.placeOrder).not.toHaveBeenCalled();
  });

  it('step 2: single payment (97) is chosen by default, and a choice that stops being offered gives way to it', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    const online = screen.getByRole('radiogroup', { name: 'Pago online' });
    await waitFor(() => expect(within(online).getByRole('radio', { name: /^Pago Único/ })).toBeChecked());
    expect(cartStore().get(false).paymentMethod).toEqual({ code: 97, name: 'pago_unico' });
    // cash on delivery, then a courier delivery (which collects no money): back to single payment
    await user.click(screen.getByRole('radio', { name: /^Efectivo/ }));
    expect(cartStore().get(false).paymentMethod).toMatchObject({ name: 'efectivo' });
    await user.click(screen.getByRole('radio', { name: /Courrier/ }));
    await waitFor(() => expect(cartStore().get(false).paymentMethod).toEqual({ code: 97, name: 'pago_unico' }));
  });

  it('step 2: a promotion chosen for its totals gives way to single payment when the totals no longer carry it', async () => {
    let promo = true;
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => ({
      ...calc(body),
      totalesDescuentos: promo ? [{ formaPagoCodigo: 98, descripcion: 'Tarjetas', total: 90_000, ahorro: 5000 }] : [],
    }) as Calculation);
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    const promoGroup = await screen.findByRole('radiogroup', { name: 'Con promoción' });
    await user.click(within(promoGroup).getByRole('radio', { name: /^Tarjetas de crédito y débito/ }));
    expect(cartStore().get(false).paymentMethod).toEqual({ code: 98, name: 'credito_debito', promo: 'S' });
    promo = false;
    cartStore().setQuantity(1, 2);
    await waitFor(() => expect(cartStore().get(false).paymentMethod).toEqual({ code: 97, name: 'pago_unico' }));
  });

  it('step 2: the Blupy QR still in test is offered to testers only', async () => {
    const blupyTest = [{ codigo: 130, descripcion: 'QR Blupy', test: 'S' }];
    mocked.fetchCustomer.mockResolvedValue(customer({ dataBlupy: blupyTest }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    const first = await renderCheckout();
    expect(screen.getByRole('radiogroup', { name: 'Pago online' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'QR Blupy' })).toBeNull();
    first.unmount();
    clearQueryCache();
    mocked.fetchCustomer.mockResolvedValue(customer({ dataBlupy: blupyTest, esTester: true }));
    await renderCheckout();
    expect(screen.getByRole('radiogroup', { name: 'QR Blupy' })).toBeInTheDocument();
  });

  it('step 3: a line the gift check allows can be marked as a gift, sent with the calculation and the order', async () => {
    const user = userEvent.setup();
    mocked.verifyGiftOption.mockImplementation(async (_cartId, producto) => producto === 1);
    mocked.placeOrder.mockResolvedValue({ ok: true, codigo: 8, tokenPeticion: 't', total: 1, repetido: false, result: { codigo: 8, tokenPeticion: 't' } });
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Jarabe', precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    await renderCheckout();
    const gift = await screen.findByRole('checkbox', { name: 'Es para regalo' });
    expect(screen.getAllByRole('checkbox', { name: 'Es para regalo' })).toHaveLength(1);
    expect(mocked.verifyGiftOption).toHaveBeenCalledWith('0', 1, 1);
    await user.click(gift);
    await waitFor(() =>
      expect(mocked.fetchCalculation).toHaveBeenLastCalledWith(false, expect.objectContaining({ items: [{ codigo: 1, cantidad: 1, esRegalo: true }, { codigo: 2, cantidad: 1 }] })),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(within(await screen.findByRole('dialog', { name: 'Resumen del pedido' })).getByTestId('order-summary')).toHaveTextContent(`Para regalo${long}`);
    await user.click(await confirmButton());
    await waitFor(() => expect(mocked.placeOrder).toHaveBeenCalledTimes(1));
    const payload = mocked.placeOrder.mock.calls[0]![1] as OrderPayload;
    // each line with what the calculation the order is placed on gave it (spec 000 §7)
    expect(payload.detalles).toEqual([
      { productoCodigo: 1, cantidad: 1, esRegalo: true, porcentajeDescuento: 5, regalo: false, topeLinea: null, stock: 50 },
      { productoCodigo: 2, cantidad: 1, esRegalo: false, porcentajeDescuento: 5, regalo: false, topeLinea: null, stock: 50 },
    ]);
  });

  it('step 2: each saved card is an online option (tarjeta_catastrada) and choosing it keeps its aliasToken', async () => {
    const user = userEvent.setup();
    mocked.fetchSavedCards.mockResolvedValue([{ card_id: 7, alias_token: 'alias-7', card_masked_number: '555555******4444', card_brand: 'MASTERCARD', default: 'S' }]);
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    const online = screen.getByRole('radiogroup', { name: 'Pago online' });
    const saved = await within(online).findByRole('radio', { name: /MASTERCARD 555555\*{6}4444/ });
    expect(within(online).getByRole('radio', { name: /^Tarjetas Itaú/ })).toBeInTheDocument();
    await user.click(saved);
    expect(saved).toBeChecked();
    expect(within(online).getByRole('radio', { name: /^Pago Único/ })).not.toBeChecked();
    expect(cartStore().get(false).paymentMethod).toEqual({ code: 97, name: 'tarjeta_catastrada', aliasToken: 'alias-7' });
  });

  it('finish: calculates, places one order for a double click with one idempotency key, empties the cart and goes to the order', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 2 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    let resolveOrder: (v: Awaited<ReturnType<typeof checkoutApi.placeOrder>>) => void = () => undefined;
    mocked.placeOrder.mockImplementation(() => new Promise((r) => (resolveOrder = r)));
    await renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.dblClick(continuar);
    // the summary first: nothing is placed before it is confirmed; its observation goes with the order
    const summary = await screen.findByRole('dialog', { name: 'Resumen del pedido' });
    expect(mocked.placeOrder).not.toHaveBeenCalled();
    expect(within(summary).getByTestId('order-summary')).toHaveTextContent('Delivery a');
    expect(within(summary).getByTestId('order-summary')).toHaveTextContent('Efectivo');
    await user.type(within(summary).getByLabelText('Observación'), 'Tocar el timbre');
    await user.dblClick(await confirmButton());
    await waitFor(() => expect(mocked.placeOrder).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    const [onco, payload] = mocked.placeOrder.mock.calls[0]! as [boolean, OrderPayload];
    expect(onco).toBe(false);
    expect(payload).toMatchObject({ direccionCodigo: 41, sucursalCodigo: '', formaPagoCodigo: 1, tipoEntrega: 'inmediata' });
    expect(payload.detalles).toEqual([{ productoCodigo: 1, cantidad: 2, esRegalo: false, porcentajeDescuento: 5, regalo: false, topeLinea: null, stock: 50 }]);
    expect(payload).toMatchObject({ singleBuy: false, numeroTarjeta: 'XXXX-XXXX-XXXX-XXXX' });
    expect(payload.idempotencyKey).toMatch(/.{8,}/);
    expect(payload.observacion).toBe('Tocar el timbre');
    resolveOrder({ ok: true, codigo: 555, tokenPeticion: 't', total: 196_000, repetido: false, result: { codigo: 555, tokenPeticion: 't' } });
    expect(await screen.findByText('finalizada')).toBeInTheDocument();
    expect(kept().items).toEqual([]);
  });

  it('finish: a refused order shows its first error and enables the button again', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    mocked.placeOrder.mockRejectedValue(new ApiError(409, [{ msg: 'Algunos productos se encuentran sin stock en la sucursal...' }]));
    await renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.click(continuar);
    await user.click(await confirmButton());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Algunos productos se encuentran sin stock en la sucursal...', expect.anything()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    expect(kept().items).toHaveLength(1);
  });

  it("finish: 'La tarjeta no existe' tracks the card-not-found event and enables the button again", async () => {
    const user = userEvent.setup();
    const layer = window as Window & { dataLayer?: unknown[] };
    layer.dataLayer = [];
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    mocked.placeOrder.mockRejectedValue(new ApiError(404, [{ msg: 'La tarjeta no existe.' }]));
    await renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.click(continuar);
    await user.click(await confirmButton());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('La tarjeta no existe.', expect.anything()));
    expect(layer.dataLayer).toEqual([{ event: 'tarjeta_no_existe' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
  });

  it('finish: terms not accepted go to /mi-cuenta; controlled products need the acknowledgement first', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ terminoYcondicionesEstado: '0' }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1, esControlado: true });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    const { unmount } = await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await waitFor(() => expect(mocked.fetchCustomer).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('mi cuenta')).toBeInTheDocument();
    unmount();

    clearQueryCache();
    mocked.fetchCustomer.mockResolvedValue(customer());
    mocked.placeOrder.mockResolvedValue({ ok: true, codigo: 9, tokenPeticion: 't', total: 1, repetido: false, result: { codigo: 9, tokenPeticion: 't' } });
    await renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = screen.getByRole('dialog', { name: 'Productos controlados' });
    expect(mocked.placeOrder).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido, continuar' }));
    // after the acknowledgement, the summary
    expect(mocked.placeOrder).not.toHaveBeenCalled();
    await user.click(await confirmButton());
    expect(await screen.findByText('finalizada')).toBeInTheDocument();
    expect(mocked.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('step 1 delivery: an address without its place on the map opens "Falta la ubicación" and is not chosen', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Oficina — España' }));
    const dialog = screen.getByRole('dialog', { name: 'Falta la ubicación' });
    expect(within(dialog).getByRole('link', { name: 'Agregar ubicación' })).toHaveAttribute('href', '/direcciones/42/editar');
    expect(kept().address).toBeNull();
    expect(screen.getByRole('radio', { name: 'Oficina — España' })).not.toBeChecked();
    // the edit page is told why the shopper is there, and where to come back to
    await user.click(within(dialog).getByRole('link', { name: 'Agregar ubicación' }));
    expect(screen.getByTestId('navigation-state')).toHaveTextContent(
      '/direcciones/42/editar {"warning":"Se debe de agregar la ubicación para mejor experiencia de compra.","from":"/carrito"}',
    );
  });

  it('step 1 delivery: the contact-number picker offers the customer\'s mobiles or another number with the mask', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ celular1: '0981123456', celular2: null }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Casa — Mcal. López 1234' }));
    const picker = await screen.findByRole('radiogroup', { name: 'Número de contacto' });
    await user.click(await within(picker).findByRole('radio', { name: '0981123456' }));
    expect(kept().entrega.contacto).toBe('0981123456');
    // The contact travels with the calculation (and the order) and survives a change of delivery type.
    await waitFor(() => expect(mocked.fetchCalculation).toHaveBeenLastCalledWith(false, expect.objectContaining({ entrega: expect.objectContaining({ contacto: '0981123456' }) })));

    await user.click(screen.getByRole('button', { name: 'Agregar otro número' }));
    const input = screen.getByRole('textbox', { name: 'Otro número' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await user.type(input, '0971a55-544');
    expect(input).toHaveValue('0971-55544');
    expect(confirm).toBeDisabled();
    await user.type(input, '4');
    expect(input).toHaveValue('0971-555444');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(within(picker).getByRole('radio', { name: '0971-555444' })).toBeChecked();
    expect(kept().entrega.contacto).toBe('0971-555444');
  });

  it('step 1 delivery: without mobiles the picker asks for a number', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ celular1: null, celular2: null }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Casa — Mcal. López 1234' }));
    expect(await screen.findByText('Vemos que no tiene numeros de contactos. Favor agregue un numero.')).toBeInTheDocument();
  });

  it('"Método de Entrega" switches between delivery and pickup', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Cambiar método' }));
    const dialog = screen.getByRole('dialog', { name: 'Método de Entrega' });
    await user.click(within(dialog).getByRole('button', { name: 'Retiro en sucursal' }));
    expect(screen.queryByRole('dialog', { name: 'Método de Entrega' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Departamento' })).toBeInTheDocument();
    expect(kept().delivery).toBe(false);
  });

  it('products the address cannot get: the overlay offers another shipping method, removing them, or the nearest branches with stock', async () => {
    const user = userEvent.setup();
    const near = (codigo: number, km: number, existencia: number) => ({
      codigo, numero: codigo, descripcion: `PUNTO ${codigo}`, direccion: `Calle ${codigo}`, latitud: -25.3, longitud: -57.6, DISTANCIA_KM: km, abierta: 'S' as const,
      existencias: [{ productoCodigo: 2, existencia }],
    });
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => {
      const result = calc(body);
      if (!body.items.some((i) => i.codigo === 2)) return result;
      return {
        ...result,
        detallesSinStock: [{ productoCodigo: 2, descripcion: 'Alcohol en gel', cantidad: 2, existencia: 0, observacion: 'STOCK INSUFICIENTE' as const }],
        sucursalesCercanas: [near(3, 1.25, 5), near(8, 4, 1)],
        bloqueos: [...result.bloqueos, 'Los productos marcados no se encuentran disponibles en la zona de ubicación.'],
      };
    });
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel', precio: 1, quantity: 2 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    const overlay = await screen.findByTestId('stock-problems');
    expect(overlay).toHaveTextContent('Los productos marcados no se encuentran disponibles en la zona de ubicación.');
    expect(overlay).toHaveTextContent('Alcohol en gel: pediste 2, hay 0');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(within(overlay).getByRole('button', { name: 'Elegir otro método de entrega' }));
    expect(screen.getByRole('dialog', { name: 'Método de Entrega' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    await user.click(within(overlay).getByRole('button', { name: 'Ver sucursales cercanas' }));
    const modal = screen.getByRole('dialog', { name: 'Sucursales cercanas con stock' });
    const rows = within(modal).getAllByTestId('nearest-branch');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('PUNTO 3');
    expect(within(rows[0]!).getByTestId('nearest-distance')).toHaveTextContent('1,3 km');
    expect(rows[0]).toHaveTextContent('Alcohol en gel: 5 en stock');
    expect(within(rows[0]!).getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute('href', expect.stringContaining('destination=-25.3%2C-57.6'));
    // A branch without every lacking unit cannot be chosen.
    expect(within(rows[1]!).getByRole('button', { name: 'Retirar aquí' })).toBeDisabled();
    expect(within(modal).getByTestId('location-hint')).toHaveTextContent('Para mejor experiencia te recomendamos activar su ubicación, si ya lo hiciste');
    expect(within(modal).getByRole('button', { name: 'Presione Aquí' })).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Retirar aquí' }));
    await waitFor(() =>
      expect(kept()).toMatchObject({ delivery: false, address: null, office: { value: 3, ciudad: { value: 1011, label: 'Luque' } } }),
    );
  });

  it('the out-of-zone overlay removes the marked products', async () => {
    const user = userEvent.setup();
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => {
      const result = calc(body);
      if (!body.items.some((i) => i.codigo === 2)) return result;
      return { ...result, detallesSinStock: [{ productoCodigo: 2, descripcion: 'Alcohol en gel', cantidad: 1, existencia: 0, observacion: 'STOCK INSUFICIENTE' as const }] };
    });
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel', precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Quitar los productos marcados' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    // the overlay follows the next calculation, which the busy test machine may take more than a second to give
    await waitFor(() => expect(screen.queryByTestId('stock-problems')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(kept().items.map((i: { codigo: number }) => i.codigo)).toEqual([1]);
  });

  it('pickup: the last used branches choose the branch in one click', async () => {
    const user = userEvent.setup();
    mocked.fetchLastBranches.mockResolvedValue([
      { codigo: 3, numero: 3, descripcion: 'PUNTO 3 Luque', direccion: 'Ruta 2 km 12', latitud: -25.2, longitud: -57.4, horarios: [], ciudad: 'Luque', departamento: 'Central', ciudadCodigo: 1011, departamentoCodigo: 11 },
    ]);
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    await user.click(screen.getByRole('radio', { name: 'Retiro en sucursal' }));
    const last = await screen.findByRole('list', { name: 'Últimas sucursales' });
    await user.click(within(last).getByRole('button', { name: 'PUNTO 3 Luque' }));
    expect(screen.getByTestId('chosen-branch')).toHaveTextContent('PUNTO 3 Luque');
    expect(kept()).toMatchObject({ delivery: false, office: { value: 3, departamento: { value: 11 }, ciudad: { value: 1011 } } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('1011'));
  });

  it('small screens: the summary bar shows the total and its "Continuar" finishes', async () => {
    const user = userEvent.setup();
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(max-width: 760px)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      mocked.placeOrder.mockResolvedValue({ ok: true, codigo: 77, tokenPeticion: 't', total: 1, repetido: false, result: { codigo: 77, tokenPeticion: 't' } });
      cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
      cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
      await renderCheckout();
      const bar = screen.getByTestId('mobile-summary-bar');
      await waitFor(() => expect(bar).toHaveTextContent('Gs. 101.000'));
      const button = within(bar).getByRole('button', { name: 'Continuar' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      await user.click(await confirmButton());
      expect(await screen.findByText('finalizada')).toBeInTheDocument();
      expect(mocked.placeOrder).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('wide screens have no summary bar', async () => {
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    await renderCheckout();
    expect(screen.queryByTestId('mobile-summary-bar')).not.toBeInTheDocument();
  });

  it('delivery: a counter stops where the category cap the calculation names leaves it; pickup has no cap', async () => {
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => {
      const result = calc(body);
      return { ...result, detalles: result.detalles.map((d) => ({ ...d, tope: 4, licaCodigo: 1003 })) };
    });
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 2 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol', precio: 1, quantity: 2 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    await renderCheckout();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Agregar una unidad' })[0]).toBeDisabled());
    expect(screen.getAllByRole('button', { name: 'Agregar una unidad' })[1]).toBeDisabled();
    expect(screen.getAllByText('Tope de hasta 4 por compra.')).toHaveLength(2);
    cartStore().update(false, (c) => ({ ...c, delivery: false, address: null, office: { label: 'PUNTO 3', value: 3 } }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Agregar una unidad' })[0]).toBeEnabled());
  });
});
