import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { productFixture } from '../test/product-fixture';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the price as Gs. with German separators and links to the product', () => {
    renderWithApp(<ProductCard product={productFixture()} />);
    expect(screen.getByTestId('cat-price')).toHaveTextContent('Gs. 8.500');
    expect(screen.getByRole('link', { name: 'PARACETAMOL 500 MG X 20 COMPRIMIDOS' })).toHaveAttribute(
      'href',
      '/producto/100001/paracetamol-500-mg-x-20-comprimidos',
    );
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
  });

  it('uses the smaller price font from 7 characters on', () => {
    const { unmount } = renderWithApp(<ProductCard product={productFixture({ precio: 99999, precioSinDescuento: 99999 })} />);
    expect(screen.getByTestId('cat-price').className).not.toMatch(/priceSmall/);
    unmount();
    renderWithApp(<ProductCard product={productFixture({ precio: 124500, precioSinDescuento: 124500 })} />);
    expect(screen.getByTestId('cat-price')).toHaveTextContent('Gs. 124.500');
    expect(screen.getByTestId('cat-price').className).toMatch(/priceSmall/);
  });

  it('shows the discount badge in its tier colour, the old price and the labels', () => {
    renderWithApp(
      <ProductCard
        product={productFixture({
          precio: 6000,
          precioSinDescuento: 12000,
          descuento: 50,
          mostrarDescuento: true,
          promocion: 'S',
          nuevo: 'S',
          descuentoPorCantidad: { step: 3, porcentajeDescuento: 33, promocion: '3x2', mensaje: 'Llevando 3 pagás 2' },
        })}
      />,
    );
    const badge = screen.getByTestId('cat-discount-badge');
    expect(badge).toHaveTextContent('-50%');
    expect(badge).toHaveAttribute('data-tier', '5');
    expect(screen.getByText('Gs. 12.000')).toBeInTheDocument();
    expect(screen.getByText('Promoción')).toBeInTheDocument();
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
    expect(screen.getByText('3x2')).toBeInTheDocument();
  });

  it('has no badge without a discount and a lower tier under 20 %', () => {
    const { unmount } = renderWithApp(<ProductCard product={productFixture()} />);
    expect(screen.queryByTestId('cat-discount-badge')).toBeNull();
    unmount();
    renderWithApp(<ProductCard product={productFixture({ precio: 9000, precioSinDescuento: 10000, descuento: 10, mostrarDescuento: true })} />);
    expect(screen.getByTestId('cat-discount-badge')).toHaveAttribute('data-tier', '1');
  });

  it('marks an out-of-stock product and disables adding it', () => {
    renderWithApp(<ProductCard product={productFixture({ existencias: 0 })} />);
    expect(screen.getByText('Sin Stock')).toBeInTheDocument();
    const button = screen.getByTestId('cat-add-to-cart');
    expect(button).toHaveTextContent('No disponible en tu zona');
    expect(button).toBeDisabled();
  });

  it('warns about prescription products and lists payment-method discounts (test ones hidden)', () => {
    renderWithApp(
      <ProductCard
        product={productFixture({
          codigoControl: 2,
          descuentosFormas: [
            { codigoDescuento: 1, descripcion: 'Tigo Money', porcentaje: 15, precioConDescuento: 7225, productoCodigo: 100001, color: '#00377b' },
            { codigoDescuento: 2, descripcion: 'Billetera de prueba', porcentaje: 30, precioConDescuento: 5950, productoCodigo: 100001, test: true },
          ],
        })}
      />,
    );
    expect(screen.getByText('Venta bajo receta médica')).toBeInTheDocument();
    expect(screen.getByText('-15% Tigo Money')).toBeInTheDocument();
    expect(screen.getByText('Gs. 7.225')).toBeInTheDocument();
    expect(screen.queryByText(/Billetera de prueba/)).toBeNull();
  });
});
