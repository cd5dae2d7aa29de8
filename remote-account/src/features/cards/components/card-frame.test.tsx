import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { CardFrame } from './card-frame';

const card = { card_id: 31, alias_token: 'tok_31', card_masked_number: '424242******4242', card_brand: 'VISA', default: 'N' as const };
const calls: string[] = [];
vi.mock('../api/cards', () => ({
  startCatastro: async () => ({ ok: true, process_id: 'p1', url: '/sandbox/pagos/catastro/p1' }),
  confirmCatastro: async (id: number) => (calls.push(`confirm:${id}`), { ok: true, result: card }),
  makeDefaultCard: async (id: number) => (calls.push(`default:${id}`), { ok: true, result: { ...card, default: 'S' } }),
}));

// The checkout script mounts the frame and hands over its messages (it checks their origin itself: decision 061).
const mounted: { url: string; form: string; processId: string; onMessage: (data: unknown) => void }[] = [];
vi.mock('@botica/platform/payments/card-checkout', () => ({
  SANDBOX_CHECKOUT_SCRIPT: '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js',
  mountCheckout: async (o: (typeof mounted)[number]) => (mounted.push(o), () => undefined),
}));

const post = (data: unknown) =>
  act(() => {
    mounted.at(-1)!.onMessage(data);
  });

describe('CardFrame (spec 001 §4 Add card)', () => {
  it('embeds the frame the API names, and on add_new_card_success asks for the default; Si sets it and goes to /mi-cuenta', async () => {
    calls.length = 0;
    renderAt(<CardFrame />, { path: '/tarjetas/agregar', route: '/tarjetas/agregar' });
    expect(await screen.findByTitle('Registrar tarjeta')).toHaveAttribute('src', '/sandbox/pagos/catastro/p1');
    await waitFor(() => expect(mounted.at(-1)).toMatchObject({ form: 'Cardsnew', processId: 'p1', url: '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await post({ message: 'add_new_card_success', details: card });
    const dialog = await screen.findByRole('dialog', { name: 'Desea agregar la tarjeta por defecto?' });
    expect(dialog).toHaveTextContent('424242******4242');
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeInTheDocument());
    expect(calls).toEqual(['confirm:31', 'default:31']);
  });

  it("any other message shows the failure with the provider's details and a way back", async () => {
    renderAt(<CardFrame />, { path: '/tarjetas/agregar', route: '/tarjetas/agregar' });
    await screen.findByTitle('Registrar tarjeta');
    await waitFor(() => expect(mounted.at(-1)?.processId).toBe('p1'));
    await post({ message: 'add_new_card_error', details: 'Tarjeta rechazada por el emisor' });
    expect(await screen.findByText('Ops... Vaya algo no salio bien.')).toBeInTheDocument();
    expect(screen.getByText('Tarjeta rechazada por el emisor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
