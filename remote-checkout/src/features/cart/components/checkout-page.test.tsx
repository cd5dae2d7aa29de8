import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequest, OrderPayload } from '@botica/shared-contracts/checkout/payloads';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { cartStore, resetCartStore } from '../state/cart.service';
import * as checkoutApi from '../api/checkout-api';
import { CheckoutPage } from './checkout-page';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }) }));

vi.mock('../api/checkout-api', () => ({
  fetchCalculation: vi.fn(),
  fetchCustomer: vi.fn(),
  fetchAddresses: vi.fn(),
  fetchDepartments: vi.fn(),
  fetchCities: vi.fn(),
  fetchBranches: vi.fn(),
  fetchDeliverySlots: vi.fn(),
  fetchOrder: vi.fn(),
  placeOrder: vi.fn(),
  checkGiftCard: vi.fn(),
}));
const mocked = vi.mocked(checkoutApi);

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

function renderCheckout(oncologico = false) {
  return render(
    <MemoryRouter initialEntries={['/carrito']}>
      <Routes>
        <Route path="/carrito" element={<CheckoutPage oncologico={oncologico} />} />
        <Route path="/compra-finalizada/:id" element={<p>finalizada</p>} />
        <Route path="/mi-cuenta" element={<p>mi cuenta</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const total = () => screen.getByTestId('summary-total');

describe('CheckoutPage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore();
    clearQueryCache();
    vi.clearAllMocks();
    mocked.fetchCalculation.mockImplementation(async (_onco, body) => calc(body));
    mocked.fetchCustomer.mockResolvedValue(customer());
    mocked.fetchAddresses.mockResolvedValue([
      { codigo: 41, nombre: 'Casa', calle: 'Mcal. López', numero: '1234', default: 'S' },
      { codigo: 42, nombre: 'Oficina', calle: 'España', numero: null, default: 'N' },
    ]);
    mocked.fetchDepartments.mockResolvedValue([{ codigo: 11, descripcion: 'Central', tipo: 'Departamento' }]);
    mocked.fetchCities.mockResolvedValue([{ codigo: 1011, descripcion: 'Luque', tipo: 'Ciudad' }]);
    mocked.fetchBranches.mockResolvedValue([
      {
        codigo: 3, numero: 3, descripcion: 'PUNTO 3 Luque', direccion: 'Ruta 2 km 12', latitud: -25.2, longitud: -57.4, horarios: [],
        ciudad: 'Luque', departamento: 'Central', ciudadCodigo: 1011, departamentoCodigo: 11,
      },
    ]);
  });

  it('shows the empty state with a way to shop; the oncology one links to its world', () => {
    renderCheckout(true);
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/mundo/oncologicos');
  });

  it('step 3: counters, remove and "Eliminar productos"; amounts are the calculation\'s', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel 250 ml', precio: 1, quantity: 2 });
    renderCheckout();
    expect(screen.getByText(`${long.slice(0, 40).trimEnd()}...`)).toBeInTheDocument();
    // The stored precio (1) is never shown: the subtotal is the engine's.
    await waitFor(() => expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Gs. 120.000'));

    const [first] = screen.getAllByTestId('cart-line');
    if (!first) throw new Error('the cart shows its lines');
    expect(within(first).getByRole('button', { name: 'Quitar una unidad' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Agregar una unidad' }));
    await waitFor(() => expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('Gs. 215.000'));
    expect(JSON.parse(localStorage.getItem('cart')!).items[0].quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: `Quitar ${long}` }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Eliminar productos' }));
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]);
  });

  it('step 1 delivery: lists "Mis direcciones" with "Agregar", then the delivery types priced by the calculation', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Agregar' })).toHaveAttribute('href', '/direcciones/agregar');
    await waitFor(() => expect(screen.getByTestId('checkout-messages')).toHaveTextContent('Seleccione una dirección de envío.'));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: 'Casa — Mcal. López 1234' }));
    const types = await screen.findByRole('radiogroup', { name: 'Tipo de entrega' });
    expect(await within(types).findByTestId('delivery-cost-courrier')).toHaveTextContent('Gs. 25.000');
    await waitFor(() => expect(screen.getByTestId('summary-delivery')).toHaveTextContent('Gs. 6.000'));
    expect(total()).toHaveTextContent('Gs. 101.000');
    expect(JSON.parse(localStorage.getItem('cart')!).address.codigo).toBe(41);
  });

  it('step 1 pickup: department, city and branch selects with their messages', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 2, descripcion: 'Alcohol', precio: 1, quantity: 1 });
    renderCheckout();
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
    const stored = JSON.parse(localStorage.getItem('cart')!);
    expect(stored).toMatchObject({ delivery: false, address: null, office: { value: 3, label: 'PUNTO 3 Luque' } });
    await waitFor(() => expect(mocked.fetchCalculation).toHaveBeenLastCalledWith(false, expect.objectContaining({ delivery: false, office: { value: 3 } })));
    expect(screen.queryByTestId('summary-delivery')).not.toBeInTheDocument();
  });

  it('step 2: without a method "Continuar" says so; a customer blocked from paying online sees cash only', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ bloqueadoPagoOnline: 'S' }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 } }));
    renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.click(continuar);
    expect(screen.getByText('* Debe de seleccionar un método de pago')).toBeInTheDocument();
    expect(mocked.placeOrder).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Tarjetas de crédito/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Efectivo/ })).toBeInTheDocument();
  });

  it('finish: calculates, places one order for a double click with one idempotency key, empties the cart and goes to the order', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 2 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    let resolveOrder: (v: Awaited<ReturnType<typeof checkoutApi.placeOrder>>) => void = () => undefined;
    mocked.placeOrder.mockImplementation(() => new Promise((r) => (resolveOrder = r)));
    renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.dblClick(continuar);
    await waitFor(() => expect(mocked.placeOrder).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    const [onco, payload] = mocked.placeOrder.mock.calls[0]! as [boolean, OrderPayload];
    expect(onco).toBe(false);
    expect(payload).toMatchObject({ direccionCodigo: 41, sucursalCodigo: '', formaPagoCodigo: 1, tipoEntrega: 'inmediata' });
    expect(payload.detalles).toEqual([{ productoCodigo: 1, cantidad: 2, esRegalo: false }]);
    expect(payload.idempotencyKey).toMatch(/.{8,}/);
    resolveOrder({ ok: true, codigo: 555, tokenPeticion: 't', total: 196_000, repetido: false, result: { codigo: 555, tokenPeticion: 't' } });
    expect(await screen.findByText('finalizada')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]);
  });

  it('finish: a refused order shows its first error and enables the button again', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1 });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    mocked.placeOrder.mockRejectedValue(new ApiError(409, [{ msg: 'Algunos productos se encuentran sin stock en la sucursal...' }]));
    renderCheckout();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(continuar).toBeEnabled());
    await user.click(continuar);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Algunos productos se encuentran sin stock en la sucursal...', expect.anything()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
  });

  it('finish: terms not accepted go to /mi-cuenta; controlled products need the acknowledgement first', async () => {
    const user = userEvent.setup();
    mocked.fetchCustomer.mockResolvedValue(customer({ terminoYcondicionesEstado: '0' }));
    cartStore().add({ codigo: 1, descripcion: long, precio: 1, quantity: 1, esControlado: true });
    cartStore().update(false, (c) => ({ ...c, address: { codigo: 41 }, paymentMethod: { code: 1, name: 'efectivo' } }));
    const { unmount } = renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await waitFor(() => expect(mocked.fetchCustomer).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('mi cuenta')).toBeInTheDocument();
    unmount();

    clearQueryCache();
    mocked.fetchCustomer.mockResolvedValue(customer());
    mocked.placeOrder.mockResolvedValue({ ok: true, codigo: 9, tokenPeticion: 't', total: 1, repetido: false, result: { codigo: 9, tokenPeticion: 't' } });
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = screen.getByRole('dialog', { name: 'Productos controlados' });
    expect(mocked.placeOrder).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido, continuar' }));
    expect(await screen.findByText('finalizada')).toBeInTheDocument();
    expect(mocked.placeOrder).toHaveBeenCalledTimes(1);
  });
});
