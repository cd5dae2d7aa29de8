import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import { emptyCart } from '../state/cart.model';
import { StepSummary } from './step-summary';

vi.mock('./bag-dialog', () => ({ BagControl: () => null }));
vi.mock('./codes-control', () => ({ CodesControl: () => null }));

const calc = (total: number, totalSinPromo: number) =>
  ({
    subtotal: 50_000, subtotalSinDescuento: 50_000, descuento: 0, delivery: 0, giftMonto: 0, bolsa: { cantidad: 0, precio: 1000, total: 0 },
    total, totalSinPromo, totalesDescuentos: [], detalles: [], detallesSinStock: [], sucursalesCercanas: [], sucursalCodigo: null, cupon: null,
    gift: null, tiposDeEntrega: [], tipoEntrega: null, topes: [], horarioEntrega: null, bloqueos: [],
  }) as unknown as Calculation;

const draw = (c: Calculation) =>
  render(
    <MemoryRouter>
      <StepSummary cart={{ ...emptyCart(), delivery: false }} calc={c} loading={false} enabled submitting={false} messages={[]} onFinish={() => undefined} />
    </MemoryRouter>,
  );

describe('StepSummary', () => {
  it("names the total 'Total sin promo' when no promo applies", () => {
    draw(calc(50_000, 50_000));
    expect(screen.getByText('Total sin promo')).toBeTruthy();
    expect(screen.getByTestId('summary-total-nopromo').textContent).toBe(formatGs(50_000));
  });

  it("shows no 'Total sin promo' when a promo lowered the total", () => {
    draw(calc(45_000, 50_000));
    expect(screen.queryByText('Total sin promo')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toBe(formatGs(45_000));
  });
});
