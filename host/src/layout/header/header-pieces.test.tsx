import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publisher } from '@botica/shared-contracts/events/bus';
import { clearQueryCache, seedQueryCache } from '@botica/platform/data/query';
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
    clearQueryCache();
    vi.mocked(startRemoteCartService).mockClear();
  });
  // a test that fails leaves no stubbed fetch to the next
  afterEach(() => vi.unstubAllGlobals());

  it('sends a customer to /carrito and a visitor to login coming back to the cart', () => {
    expect(cartTarget(true)).toBe('/carrito');
    expect(cartTarget(false)).toBe('/login?redirect=%2Fcarrito');
  });

  function Count() {
    return <span data-testid="n">{useCartCount()}</span>;
  }
  /** The header's count in the app's store: `customer` the session's customer code (null: a visitor). */
  function renderCount(customer: number | null = null) {
    const store = createStore();
    store.set(customerAtom, customer === null ? null : ({ clieCodigo: customer } as never));
    return { store, view: render(<Provider store={store}><Count /></Provider>) };
  }
  /** The API's count answers, by cookie-less call: what `GET /api/cart/cantidad` was asked. */
  function countAnswers(cantidad: number) {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        asked.push(new URL(input.url).pathname);
        return new URL(input.url).pathname === '/api/cart/cantidad'
          ? new Response(JSON.stringify({ ok: true, result: { cantidad } }), { headers: { 'content-type': 'application/json' } })
          : new Response('{}', { status: 404 });
      }),
    );
    return asked;
  }

  it("shows the count the server drew the document with, asking nothing and loading no checkout code; checkout's storage is not read", async () => {
    const asked = countAnswers(99);
    // what a cart service of an earlier version left in this browser's storage means nothing to the header
    localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, quantity: 8 }] }));
    seedQueryCache({ 'checkout:cart-count:visitante': 3 });
    renderCount();
    expect(screen.getByTestId('n')).toHaveTextContent('3');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('n')).toHaveTextContent('3');
    expect(asked).toEqual([]);
    expect(startRemoteCartService).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("follows the normal cart as checkout tells it: this page's service, and another tab's saved cart", async () => {
    seedQueryCache({ 'checkout:cart-count:41': 2 });
    renderCount(41);
    expect(screen.getByTestId('n')).toHaveTextContent('2');
    const checkout = publisher('checkout');
    act(() => checkout.publish('checkout:cart-updated', { count: 4, subtotal: 1, items: [], oncologico: false }));
    expect(screen.getByTestId('n')).toHaveTextContent('4');
    act(() => checkout.publish('checkout:cart-updated', { count: 9, subtotal: 1, items: [], oncologico: true }));
    expect(screen.getByTestId('n')).toHaveTextContent('4');
    // another tab of the shop: its checkout tells that the server took its cart
    const otherTab = new BroadcastChannel('botica:carrito-guardado');
    otherTab.postMessage({ oncologico: false, count: 6, from: 'otra-pestana' });
    await vi.waitFor(() => expect(screen.getByTestId('n')).toHaveTextContent('6'), { timeout: 10_000 });
    otherTab.postMessage({ oncologico: true, count: 1, from: 'otra-pestana' });
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.getByTestId('n')).toHaveTextContent('6');
    otherTab.close();
  });

  it("reads the count again when the shopper changes (a login): the API's, which merged the visitor's cart", async () => {
    const asked = countAnswers(5);
    seedQueryCache({ 'checkout:cart-count:visitante': 1 });
    const { store } = renderCount();
    expect(screen.getByTestId('n')).toHaveTextContent('1');
    act(() => store.set(customerAtom, { clieCodigo: 52 } as never));
    await vi.waitFor(() => expect(screen.getByTestId('n')).toHaveTextContent('5'), { timeout: 10_000 });
    expect(asked).toEqual(['/api/cart/cantidad']);
    vi.unstubAllGlobals();
  });

  it('asks the API for a count the document could not bring', async () => {
    const asked = countAnswers(7);
    renderCount(63);
    expect(screen.getByTestId('n')).toHaveTextContent('0');
    await vi.waitFor(() => expect(screen.getByTestId('n')).toHaveTextContent('7'), { timeout: 10_000 });
    expect(asked).toEqual(['/api/cart/cantidad']);
    vi.unstubAllGlobals();
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
