import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { CardFrame } from './card-frame';

const card = { card_id: 31, alias_token: 'tok_31', card_masked_number: '424242******4242', card_brand: 'VISA', default: 'N' as const };
const calls: string[] = [];
vi.mock('../api/cards', () => ({
  startCatastro: async () => ({ ok: true, process_id: 'p1', url: '/sandbox/bancard/checkout/register_card/new?process_id=p1' }),
  confirmCatastro: async (id: number) => (calls.push(`confirm:${id}`), { ok: true, result: card }),
  makeDefaultCard: async (id: number) => (calls.push(`default:${id}`), { ok: true, result: { ...card, default: 'S' } }),
}));

// The checkout script mounts the frame and hands over its messages (it checks their origin itself: decision 061).
// This one has exactly the forms of Bancard's published script (the recorded list): a name it lacks throws, as the
// real script's global does, and the page shows its failure instead of a frame.
const mounted: { url: string; form: string; processId: string; path: string; onMessage: (data: unknown) => void }[] = [];
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

const post = (data: unknown) =>
  act(() => {
    mounted.at(-1)!.onMessage(data);
  });

describe('CardFrame (spec 001 §4 Add card)', () => {
  it('embeds the frame the API names, and on add_new_card_success asks for the default; Si sets it and goes to /mi-cuenta', async () => {
    calls.length = 0;
    renderAt(<CardFrame />, { path: '/tarjetas/agregar', route: '/tarjetas/agregar' });
    expect(await screen.findByTitle('Registrar tarjeta')).toHaveAttribute('src', '/sandbox/bancard/checkout/register_card/new?process_id=p1');
    // the published script's catastro form: Bancard.Cards.createForm, its frame at /checkout/register_card/new
    await waitFor(() =>
      expect(mounted.at(-1)).toMatchObject({ form: 'Cards', path: '/checkout/register_card/new', processId: 'p1', url: '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
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
