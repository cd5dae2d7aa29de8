import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, resetCartStore } from '../state/cart.service';
import { emptyCart } from '../state/cart.model';
import { CartErrorBoundary } from './cart-error-boundary';

/** The server out of reach: the page's changes wait in the write-behind buffer. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };

/** What the page keeps for the server while it is out of reach: the change waiting in the write-behind buffer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads whatever cart field it checks
const kept = (key = 'cart') => (JSON.parse(localStorage.getItem(key) ?? 'null') as { carrito?: Record<string, any> } | null)?.carrito as Record<string, any>;
/** The server's carts, empty, as a drawn page brings them: the page's changes are made on them. */
const serverCartsKnown = () => {
  cartStore().adoptDrawn(emptyCart(false));
  cartStore().adoptDrawn(emptyCart(true));
};
function Broken(): never {
  throw new Error('the cart screen failed');
}

describe('CartErrorBoundary', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(serverOff);
    serverCartsKnown();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a crash of the cart shows "Algo salió mal" and resets the stored cart', () => {
    cartStore().add({ codigo: 11, descripcion: 'Paracetamol', precio: 8_500, quantity: 2 });
    render(
      <CartErrorBoundary>
        <Broken />
      </CartErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(kept().items).toEqual([]);
    expect(cartStore().get(false).items).toEqual([]);
  });

  it('resets only the cart that crashed', () => {
    cartStore().add({ codigo: 11, descripcion: 'Paracetamol', precio: 8_500, quantity: 2 });
    cartStore().add({ codigo: 12, descripcion: 'Oncológico', precio: 8_500, quantity: 1 }, true);
    render(
      <CartErrorBoundary oncologico>
        <Broken />
      </CartErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/mundo/oncologicos');
    expect(kept('cartOncologicos').items).toEqual([]);
    expect(kept().items).toHaveLength(1);
  });

  it('the mini-cart says it in one line', () => {
    cartStore().add({ codigo: 11, descripcion: 'Paracetamol', precio: 8_500, quantity: 2 });
    render(
      <CartErrorBoundary compact>
        <Broken />
      </CartErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal');
    expect(kept().items).toEqual([]);
  });
});
