import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { sessionRefreshAtom } from '../../../state/session-refresh';
import { useSessionLoader } from './use-session-loader';

let answer: Customer | null = null;
vi.mock('../api/fetch-customer', () => ({ fetchCustomer: async () => answer }));

const maria = { clieCodigo: 1, tipo: 'persona', primerNombre: 'María', nombreCompleto: 'María Benítez' } as Customer;

function Probe() {
  useSessionLoader();
  return null;
}

afterEach(() => {
  answer = null;
});

describe('session loading', () => {
  it('loads the customer at boot and reloads on sessionRefreshAtom', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    await waitFor(() => expect(store.get(sessionLoadedAtom)).toBe(true));
    expect(store.get(customerAtom)).toBeNull();
    answer = maria;
    store.set(sessionRefreshAtom, 1);
    await waitFor(() => expect(store.get(customerAtom)?.primerNombre).toBe('María'));
  });
});
