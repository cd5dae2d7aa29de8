import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CardPaymentState } from '../state/payment-state';
import { PaymentAuthorizationPage, ProcessPaymentPage } from './card-frame-page';

vi.mock('../api', () => ({ startPayment: async () => ({ ok: true, process_id: 'p2', hook_alias: 'h2', result: { codigo: 42, metodo: 'pago_unico', monto: 15000 } }) }));

const CHECKOUT = 'https://vpos.test/checkout/javascript/dist/bancard-checkout-4.0.0.js';

// Bancard's checkout script as published (the recorded list of its forms): the page names a form, the script mounts
// that form's frame; a name the script lacks throws, as `Bancard.<name>.createForm` does under the real script.
const mounted: { url: string; form: string; processId: string; title: string; path: string; onMessage: (data: unknown) => void }[] = [];
vi.mock('@botica/platform/payments/card-checkout', async () => {
  const { BANCARD_CHECKOUT } = await import('@botica/shared-contracts/payments/bancard-checkout');
  const forms: Record<string, { method: string; path: string }> = BANCARD_CHECKOUT.forms;
  return {
    SANDBOX_CHECKOUT_SCRIPT: '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js',
    mountCheckout: async (o: Omit<(typeof mounted)[number], 'path'>) => {
      const form = Object.hasOwn(forms, o.form) ? forms[o.form]! : null;
      if (form?.method !== 'createForm') throw new TypeError(`Bancard.${o.form}.createForm is not a function`);
      mounted.push({ ...o, path: form.path });
      return () => undefined;
    },
  };
});

function open(path: '/procesar-pago' | '/autorizacion-pago', state: CardPaymentState) {
  mounted.length = 0;
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/procesar-pago" element={<ProcessPaymentPage />} />
        <Route path="/autorizacion-pago" element={<PaymentAuthorizationPage />} />
        <Route path="/compra-finalizada/:id" element={<p>compra finalizada</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const payment = (paymentType: string, aliasToken: string | null = null): CardPaymentState => ({ process_id: 'p1', paymentType, codigo: 42, aliasToken, checkout: CHECKOUT });

describe('the card payment pages mount the published checkout script’s form of their payment (decision 061)', () => {
  it('a card payment (single_buy) opens Bancard.Checkout, its frame at /checkout/new; payment_success goes to the completion page', async () => {
    open('/procesar-pago', payment('pago_unico'));
    await waitFor(() => expect(mounted.at(-1)).toMatchObject({ form: 'Checkout', path: '/checkout/new', processId: 'p1', url: CHECKOUT, title: 'Pago con tarjeta' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => mounted.at(-1)!.onMessage({ message: 'payment_success', details: null }));
    expect(await screen.findByText('compra finalizada')).toBeInTheDocument();
  });

  it('a Zimple payment (single_buy with zimple "S") opens Bancard.Zimple, its frame at /checkout/zimple/new, not the card frame', async () => {
    open('/procesar-pago', payment('zimple'));
    await waitFor(() => expect(mounted.at(-1)).toMatchObject({ form: 'Zimple', path: '/checkout/zimple/new', processId: 'p1', url: CHECKOUT, title: 'Pago con Zimple' }));
    expect(mounted.some((m) => m.form === 'Checkout')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Pago con Zimple' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a saved card’s 3-D Secure opens Bancard.Charge3DS, its frame at /checkout/charge_3ds/new', async () => {
    open('/autorizacion-pago', payment('tarjeta_catastrada', 'tok_1'));
    await waitFor(() => expect(mounted.at(-1)).toMatchObject({ form: 'Charge3DS', path: '/checkout/charge_3ds/new', processId: 'p1', title: 'Autenticación 3-D Secure' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without the provider’s address (a payment under way from before) the sandbox’s frame of the same form is drawn first', async () => {
    open('/procesar-pago', { process_id: 'p1', paymentType: 'zimple', codigo: 42, aliasToken: null });
    expect(screen.getByTitle('Pago con Zimple')).toHaveAttribute('src', '/sandbox/bancard/checkout/zimple/new?process_id=p1');
    await waitFor(() => expect(mounted.at(-1)).toMatchObject({ form: 'Zimple', url: '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js' }));
  });
});
