import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, resetCartStore } from '../state/cart.service';
import { CartErrorBoundary } from './cart-error-boundary';

/** The server out of reach: the cart service keeps this browser's copy as it is. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };

function Broken(): never {
  throw new Error('the cart screen failed');
}

describe('CartErrorBoundary', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(serverOff);
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
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]);
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
    expect(JSON.parse(localStorage.getItem('cartOncologicos')!).items).toEqual([]);
    expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
  });

  it('the mini-cart says it in one line', () => {
    cartStore().add({ codigo: 11, descripcion: 'Paracetamol', precio: 8_500, quantity: 2 });
    render(
      <CartErrorBoundary compact>
        <Broken />
      </CartErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal');
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]);
  });
});
