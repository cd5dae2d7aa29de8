import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { CartLine } from './cart-line';

const item: CartItem = { codigo: 5, descripcion: 'Ibuprofeno 400 mg', precio: 9000, quantity: 2 };
const noop = () => undefined;

describe('a cart line', () => {
  it("shows the payment-method discount its calculation applied (descuentoForma), and nothing without one", () => {
    const { unmount } = render(
      <ul>
        <CartLine item={{ ...item, descuentoForma: 15, descuentoCodigo: 7 }} priced={undefined} onQuantity={noop} onRemove={noop} />
      </ul>,
    );
    expect(screen.getByTestId('line-payment-discount')).toHaveTextContent('-15% con la forma de pago elegida');
    unmount();
    render(
      <ul>
        <CartLine item={{ ...item, descuentoForma: null }} priced={undefined} onQuantity={noop} onRemove={noop} />
      </ul>,
    );
    expect(screen.queryByTestId('line-payment-discount')).toBeNull();
  });
});
