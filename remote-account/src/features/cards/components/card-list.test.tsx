import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@botica/platform/data/query';
import { CARD_TEXTS } from '@botica/shared-contracts/account/cards';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { CardList } from './card-list';

vi.mock('../api/cards', () => ({
  fetchCards: vi.fn(async () => [{ card_id: 1, alias_token: 'a', card_masked_number: '411111******1111', card_brand: 'VISA', default: 'S' }]),
  deleteCard: vi.fn(),
  makeDefaultCard: vi.fn(),
}));

afterEach(() => {
  cleanup();
  clearQueryCache();
});

const draw = (recatastrarTarjetas: boolean) => {
  const store = createStore();
  store.set(customerAtom, customerFixture({ recatastrarTarjetas }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CardList />
      </MemoryRouter>
    </Provider>,
  );
};

describe('CardList', () => {
  it('asks a listed customer to register the cards again', async () => {
    draw(true);
    await screen.findByTestId('card-item');
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_TEXTS.reRegister);
  });

  it('says nothing of it to the others', async () => {
    draw(false);
    await screen.findByTestId('card-item');
    expect(screen.queryByTestId('cards-re-register')).toBeNull();
  });
});
