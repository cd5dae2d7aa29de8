import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { sessionRefreshAtom } from '../../../state/session-refresh';
import { TermsDialog } from './terms-dialog';

let accepted = 0;
vi.mock('../api/accept-terms', () => ({
  acceptTerms: async () => {
    accepted += 1;
  },
}));

const customer = (terms: '0' | '1'): Customer =>
  customerFixture({
    clieCodigo: 9,
    codigo: 9,
    email: 'nuevo@farmacia.test',
    primerNombre: 'Nuevo',
    primerApellido: 'Cliente',
    nombreCompleto: 'Nuevo Cliente',
    terminoYcondicionesEstado: terms,
    clienteVerificado: false,
  });

function setup(terms: '0' | '1') {
  const store = createStore();
  store.set(customerAtom, customer(terms));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <TermsDialog />
        <Routes>
          <Route path="/" element={<p>inicio</p>} />
          <Route path="/mi-cuenta" element={<p>mi cuenta</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('TermsDialog', () => {
  it('is not shown to a customer who already accepted', () => {
    setup('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enables Seguir comprando only once the box is ticked, then accepts and goes to /mi-cuenta', async () => {
    const store = setup('0');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Términos y Condiciones');
    const button = screen.getByRole('button', { name: 'Seguir comprando' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: /Términos y Condiciones/ })).toHaveAttribute('href', '/terminos-y-condiciones');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto Términos y Condiciones' }));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText('mi cuenta')).toBeInTheDocument());
    expect(accepted).toBe(1);
    expect(store.get(sessionRefreshAtom)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
