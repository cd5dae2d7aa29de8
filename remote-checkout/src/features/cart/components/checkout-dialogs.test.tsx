import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { emptyCart } from '../state/cart.model';
import { cartStore, resetCartStore } from '../state/cart.service';
import * as checkoutApi from '../api/checkout-api';
import { BagDialog } from './bag-dialog';
import { CodesControl } from './codes-control';
import { ScheduleDialog } from './schedule-dialog';
import { paymentGroups } from './step-payment';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../api/checkout-api', () => ({ fetchDeliverySlots: vi.fn(), checkGiftCard: vi.fn() }));
const mocked = vi.mocked(checkoutApi);

const slot = (codigo: string, horario: string, disponible = true) => ({ codigo, horario, disponible });
const customer = (over: Partial<Customer> = {}) => ({ bloqueadoPagoOnline: 'N', ...over }) as Customer;

/** The server out of reach: the cart service keeps this browser's copy as it is. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };

describe('checkout dialogs and controls', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(serverOff);
    clearQueryCache();
    vi.clearAllMocks();
  });

  it('the scheduling modal: date tabs, Mañana/Tarde/Noche, "Elegir horario" stores the slot', async () => {
    const user = userEvent.setup();
    mocked.fetchDeliverySlots.mockResolvedValue([
      { codigo: '2026-11-24', fecha: '2026-11-24', manhana: slot('2026-11-24-M', '08:00 - 12:00', false), tarde: slot('2026-11-24-T', '12:00 - 17:00', false), noche: slot('2026-11-24-N', '17:00 - 21:00', false) },
      { codigo: '2026-11-25', fecha: '2026-11-25', manhana: slot('2026-11-25-M', '08:00 - 12:00'), tarde: slot('2026-11-25-T', '12:00 - 17:00'), noche: slot('2026-11-25-N', '17:00 - 21:00') },
    ]);
    const onClose = vi.fn();
    render(<ScheduleDialog cart={emptyCart()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Entrega programada' });
    await waitFor(() => expect(within(dialog).getAllByRole('tab')).toHaveLength(2));
    // The first day with an open slot is shown.
    expect(within(dialog).getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Elegir horario' })).toBeDisabled();
    await user.click(within(dialog).getAllByRole('tab')[0]!);
    expect(within(dialog).getByRole('radio', { name: /Mañana/ })).toBeDisabled();
    await user.click(within(dialog).getAllByRole('tab')[1]!);
    await user.click(within(dialog).getByRole('radio', { name: /Tarde/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Elegir horario' }));
    expect(cartStore().get(false)).toMatchObject({ tipoEntrega: 'programada', entrega: { tipo: 2, fecha: '2026-11-25', horario: { codigo: '2026-11-25-T' } } });
    expect(onClose).toHaveBeenCalled();
  });

  it('the bag dialog: confirm shows only after choosing; yes starts at 1 bag', async () => {
    const user = userEvent.setup();
    render(<BagDialog cart={emptyCart()} precio={1000} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Agregar una unidad' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(cartStore().get(false).bolsa).toEqual({ cantidad: 2, total: 2000 });
  });

  it('the gift code: required, zero balance and above the total have their messages; a good one is applied', async () => {
    const user = userEvent.setup();
    const calc = { total: 50_000, totalesDescuentos: [] } as unknown as Calculation;
    render(<CodesControl cart={cartStore().get(false)} calc={calc} />);
    const input = screen.getByRole('textbox', { name: 'Gift Card' });
    const apply = () => user.click(screen.getAllByRole('button', { name: 'Aplicar' })[0]!);
    await apply();
    expect(screen.getByText('El código es requerido')).toBeInTheDocument();
    mocked.checkGiftCard.mockResolvedValueOnce({ valido: true, saldo: 0, mensaje: '' });
    await user.type(input, 'GC-DEMO-VACIA');
    await apply();
    expect(await screen.findByText('El monto de la GiftCard es 0')).toBeInTheDocument();
    mocked.checkGiftCard.mockResolvedValueOnce({ valido: true, saldo: 100_000, mensaje: '' });
    await apply();
    expect(await screen.findByText('El monto de la GiftCard es mayor a tu pedido')).toBeInTheDocument();
    mocked.checkGiftCard.mockResolvedValueOnce({ valido: false, saldo: 0, mensaje: 'La Gift Card está vencida' });
    await apply();
    expect(await screen.findByText('La Gift Card está vencida')).toBeInTheDocument();
    mocked.checkGiftCard.mockResolvedValueOnce({ valido: true, saldo: 20_000, mensaje: '' });
    await apply();
    await waitFor(() => expect(cartStore().get(false).giftCodigo).toBe('GC-DEMO-VACIA'));
  });

  it('payment groups: cash is not offered for courier, a customer blocked online gets cash only', () => {
    const cart = { ...emptyCart(), address: { codigo: 4 } };
    const names = (groups: ReturnType<typeof paymentGroups>) => groups.flatMap((g) => g.methods.map((m) => m.name));
    expect(names(paymentGroups(cart, undefined, customer()))).toContain('efectivo');
    expect(names(paymentGroups({ ...cart, tipoEntrega: 'courrier' }, undefined, customer()))).not.toContain('efectivo');
    expect(names(paymentGroups(cart, undefined, customer({ bloqueadoPagoOnline: 'S' })))).toEqual(['efectivo']);
    const withPromo = { totalesDescuentos: [{ formaPagoCodigo: 98, descripcion: 'Tarjetas', total: 9000, ahorro: 1000 }] } as unknown as Calculation;
    expect(paymentGroups(cart, withPromo, customer())[0]).toMatchObject({ id: 'promo', methods: [{ name: 'credito_debito' }] });
    expect(paymentGroups({ ...cart, giftCodigo: 'GC' }, withPromo, customer())[0]?.id).not.toBe('promo');
  });
});
