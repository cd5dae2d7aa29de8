import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, resetCartStore } from '../state/cart.service';
import { SharedCartPage } from './shared-cart-page';

let answer: () => Promise<unknown> = async () => [];
vi.mock('../api', () => ({ openSharedCart: () => answer() }));

/** The server out of reach: the cart service keeps this browser's copy as it is. */
const serverOff = { read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) };

const open = () =>
  render(
    <MemoryRouter initialEntries={['/compartir-carrito/abc']}>
      <Routes>
        <Route path="/compartir-carrito/:token" element={<SharedCartPage />} />
        <Route path="/" element={<p>inicio</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('SharedCartPage (spec 001 §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(serverOff);
  });

  it("a shared cart that cannot be loaded says 'Ocurrio un error' and offers the way home", async () => {
    answer = async () => {
      throw new Error('404');
    };
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrio un error');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('a shared cart that loads becomes this browser cart and the shopper goes home', async () => {
    answer = async () => [{ codigo: 11, descripcion: 'Paracetamol', precio: 8_500, quantity: 2 }];
    open();
    expect(await screen.findByText('inicio')).toBeInTheDocument();
    expect(cartStore().get(false).items.map((i) => i.codigo)).toEqual([11]);
  });
});
