import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiscountConditions } from './discount-conditions';

const asked: number[] = [];
let answer: () => Promise<string> = async () => '';
vi.mock('../api', () => ({
  discountDescription: (codigo: number) => {
    asked.push(codigo);
    return answer();
  },
}));

describe('DiscountConditions (spec 002 §7, §8)', () => {
  it('reads GET /descuentos/descripcion/{codigo} when asked and shows the text', async () => {
    answer = async () => '40% de descuento pagando con QR, los martes.';
    render(<DiscountConditions codigoDescuento={12} />);
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver condiciones' }));
    expect(await screen.findByTestId('discount-conditions')).toHaveTextContent('40% de descuento pagando con QR, los martes.');
    expect(asked).toEqual([12]);
  });

  it("a failed load shows 'Error'", async () => {
    answer = async () => {
      throw new Error('500');
    };
    render(<DiscountConditions codigoDescuento={13} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver condiciones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
  });
});
