import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publisher } from '@botica/shared-contracts/events/bus';
import { startRemoteCartService } from '../../remotes/start-cart-service';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { entryHref, nodeHref } from '../menu/menu-links';
import { cartTarget } from './cart-button';
import { InvoicesLink } from './top-bar';
import { useCartCount } from './use-header-data';

vi.mock('../../remotes/remote-fragment', () => ({ RemoteFragment: () => null }));
vi.mock('../../remotes/start-cart-service', () => ({ startRemoteCartService: vi.fn(() => Promise.resolve(true)) }));

const entry = (over: Partial<MenuEntry>): MenuEntry => ({
  MEW_CODIGO: 5,
  MEW_DESCRIPCION: 'Medicamentos',
  MEW_SLUG: 'medicamentos',
  MEW_URL: null,
  MEW_COLOR: null,
  MEW_CARGA_PERSONALIZADA: 'N',
  imagenes: null,
  codigo: 5,
  descripcion: 'Medicamentos',
  categorias: [],
  ...over,
});

describe('menu links', () => {
  it('sends custom entries to /productos/{slug}/{code} and categories to /categoria/{codigo}/{slug}', () => {
    expect(entryHref(entry({ MEW_CARGA_PERSONALIZADA: 'S', MEW_SLUG: 'ofertas-del-mes', MEW_CODIGO: 3 }))).toBe('/productos/ofertas-del-mes/3');
    expect(entryHref(entry({}))).toBe('/categoria/5/medicamentos');
    expect(nodeHref({ codigo: 51, descripcion: 'Analgésicos', slug: 'analgesicos', categorias: [] })).toBe('/categoria/51/analgesicos');
  });
});

describe('cart button pieces', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(startRemoteCartService).mockClear();
  });

  it('sends a customer to /carrito and a visitor to login coming back to the cart', () => {
    expect(cartTarget(true)).toBe('/carrito');
    expect(cartTarget(false)).toBe('/login?redirect=%2Fcarrito');
  });

  it('reads the stored count after hydration, follows other tabs, then checkout:cart-updated for the normal cart only', () => {
    function Count() {
      return <span data-testid="n">{useCartCount()}</span>;
    }
    localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, quantity: 2 }, { codigo: 2, quantity: 5 }] }));
    render(<Count />);
    expect(screen.getByTestId('n')).toHaveTextContent('7');
    // the count needs no checkout code; the service comes once the browser is idle
    expect(startRemoteCartService).not.toHaveBeenCalled();
    // another tab changed the stored cart
    act(() => {
      localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, quantity: 3 }] }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(screen.getByTestId('n')).toHaveTextContent('3');
    const checkout = publisher('checkout');
    act(() => checkout.publish('checkout:cart-updated', { count: 4, subtotal: 1, items: [], oncologico: false }));
    expect(screen.getByTestId('n')).toHaveTextContent('4');
    act(() => checkout.publish('checkout:cart-updated', { count: 9, subtotal: 1, items: [], oncologico: true }));
    expect(screen.getByTestId('n')).toHaveTextContent('4');
  });

  it('starts the cart service once the browser is idle when the stored cart has units, never for an empty one', async () => {
    function Count() {
      return <span data-testid="n">{useCartCount()}</span>;
    }
    localStorage.setItem('cart', JSON.stringify({ items: [] }));
    const empty = render(<Count />);
    await new Promise((r) => setTimeout(r, 50));
    expect(startRemoteCartService).not.toHaveBeenCalled();
    empty.unmount();
    localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, quantity: 2 }] }));
    render(<Count />);
    await vi.waitFor(() => expect(startRemoteCartService).toHaveBeenCalledTimes(1));
  });

  it('shows 0 for a stored cart checkout would not keep, and starts checkout to replace it', () => {
    function Count() {
      return <span data-testid="n">{useCartCount()}</span>;
    }
    localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, quantity: 'dos' }] }));
    render(<Count />);
    expect(screen.getByTestId('n')).toHaveTextContent('0');
    expect(startRemoteCartService).toHaveBeenCalledTimes(1);
  });
});

describe('invoices link', () => {
  it("reads 'Facturas electrónicas' for a visitor and 'Mis facturas' for a customer", () => {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <MemoryRouter>
          <InvoicesLink />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Facturas electrónicas' })).toHaveAttribute('href', '/factura');
    act(() => store.set(customerAtom, { clieCodigo: 1 } as never));
    expect(screen.getByRole('link', { name: 'Mis facturas' })).toHaveAttribute('href', '/mis-facturas');
    view.unmount();
  });
});

describe('cart button when carts are disabled', () => {
  it('shows a modal alert to a customer instead of opening the cart, usable and closed with the keyboard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        input.url.endsWith('/configuraciones')
          ? new Response(
              JSON.stringify({
                ok: true,
                result: { carritoHabilitado: false, giftcardHabilitada: true, telefono: null, whatsapp: null, versionApp: '1.10.13', valores: {} },
              }),
              { headers: { 'content-type': 'application/json' } },
            )
          : new Response('{}', { status: 404 }),
      ),
    );
    const { CartButton } = await import('./cart-button');
    const { default: userEvent } = await import('@testing-library/user-event');
    const store = createStore();
    store.set(customerAtom, { clieCodigo: 1 } as never);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartButton />
        </MemoryRouter>
      </Provider>,
    );
    // the setting arrives asynchronously: click until the answer is in
    await vi.waitFor(async () => {
      await userEvent.click(screen.getByTestId('cart-button'));
      expect(screen.getByRole('alertdialog', { name: 'Carrito no disponible' })).toBeInTheDocument();
    });
    const notice = screen.getByRole('alertdialog', { name: 'Carrito no disponible' });
    expect(notice).toHaveAttribute('aria-modal', 'true');
    expect(notice).toHaveAccessibleDescription(/Las compras en línea están deshabilitadas/);
    // the keyboard: the focus is on 'Entendido' and Tab keeps it there; Escape closes and the cart button has it back
    const entendido = screen.getByRole('button', { name: 'Entendido' });
    await vi.waitFor(() => expect(entendido).toHaveFocus());
    await userEvent.tab();
    expect(entendido).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(entendido).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('cart-button')).toHaveFocus());
    // 'Entendido' closes it too
    await userEvent.click(screen.getByTestId('cart-button'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Entendido' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('cart-button')).toHaveFocus());
    vi.unstubAllGlobals();
  });
});
