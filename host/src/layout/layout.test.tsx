import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Layout, layoutOf } from './layout';

vi.mock('../remotes/remote-fragment', () => ({ RemoteFragment: () => null }));
vi.mock('../remotes/start-cart-service', () => ({ startRemoteCartService: vi.fn(() => Promise.resolve(true)) }));

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <p>contenido</p>
      </Layout>
    </MemoryRouter>,
  );

describe('layouts', () => {
  it('the cart wears the simple-cart layout, the payment screens the logo-only one, the rest the shop', () => {
    expect(layoutOf('/carrito')).toBe('simple-cart');
    expect(layoutOf('/carrito-oncologicos/')).toBe('simple-cart');
    expect(layoutOf('/procesar-pago')).toBe('logo-only');
    expect(layoutOf('/autorizacion-pago')).toBe('logo-only');
    expect(layoutOf('/link-pago/abc123')).toBe('logo-only');
    expect(layoutOf('/qr-temporal/abc123')).toBe('logo-only');
    expect(layoutOf('/compra-finalizada/15')).toBe('main');
    expect(layoutOf('/carrito-x')).toBe('main');
    expect(layoutOf('/')).toBe('main');
  });

  it('the simple cart keeps the logo, the account and the cart, with no search nor menu, and a short foot', () => {
    const { container } = at('/carrito');
    expect(container.querySelector('[data-layout="simple-cart"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Botica Guaraní, ir al inicio' })).toBeInTheDocument();
    expect(screen.getByTestId('header-account-slot')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-button')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bases y condiciones' })).toHaveAttribute('href', '/bases');
    expect(screen.getByTestId('app-version')).toHaveTextContent('Versión 1.10.13 · production');
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });

  it('the payment screens show the logo and the payment only', () => {
    const { container } = at('/procesar-pago');
    expect(container.querySelector('[data-layout="logo-only"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Botica Guaraní, ir al inicio' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-account-slot')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });
});
