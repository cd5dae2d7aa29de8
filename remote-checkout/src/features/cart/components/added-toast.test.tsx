import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatGs } from '@botica/shared-contracts/format/money';
import { showAddedToast } from './added-toast';

const success = vi.hoisted(() => vi.fn());
vi.mock('@botica/platform/toast', () => ({ default: { success, error: vi.fn() } }));

describe('the add-to-cart toast', () => {
  it("reads 'Sub total del carrito: (N productos)' as the spec writes it, the amount on its own line", () => {
    showAddedToast({ ok: true, summary: { count: 3, subtotal: 45_000, items: [] } });
    const { getByTestId } = render(success.mock.calls[0]![0] as ReactElement);
    const text = getByTestId('cart-added-toast').textContent ?? '';
    expect(text).toContain('Se añadió al carrito');
    expect(text).toContain('Sub total del carrito: (3 productos)');
    expect(getByTestId('cart-added-subtotal').textContent).toBe(formatGs(45_000));
  });
});
