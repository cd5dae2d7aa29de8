import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore, resetCartStore } from '../state/cart.service';
import { CartPage } from './cart-page';

const long = 'Protector solar facial toque seco FPS 50 con color 50 ml';

function renderCart(oncologico = false) {
  return render(
    <MemoryRouter>
      <CartPage oncologico={oncologico} />
    </MemoryRouter>,
  );
}

describe('CartPage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore();
  });

  it('shows the empty state with a way to shop; the oncology one links to its world', () => {
    renderCart(true);
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/mundo/oncologicos');
  });

  it('changes quantities within 1..12, removes lines and empties the cart', async () => {
    const user = userEvent.setup();
    cartStore().add({ codigo: 1, descripcion: long, precio: 95_000, quantity: 1 });
    cartStore().add({ codigo: 2, descripcion: 'Alcohol en gel 250 ml', precio: 12_500, quantity: 2 });
    renderCart();
    expect(screen.getByText(`${long.slice(0, 40).trimEnd()}...`)).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Gs. 120.000');

    const [first] = screen.getAllByTestId('cart-line');
    if (!first) throw new Error('the cart shows its lines');
    expect(within(first).getByRole('button', { name: 'Quitar una unidad' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Agregar una unidad' }));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Gs. 215.000');
    expect(JSON.parse(localStorage.getItem('cart')!).items[0].quantity).toBe(2);

    await user.click(screen.getByRole('button', { name: `Quitar ${long}` }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Eliminar productos' }));
    expect(screen.getByRole('heading', { name: 'Carrito vacio' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual([]);
  });
});
