// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityCounter } from './quantity-counter';

function Harness({ start = 1, max }: { start?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityCounter value={value} onChange={setValue} max={max} label="Paracetamol" />;
}

afterEach(cleanup);

describe('QuantityCounter', () => {
  it('counts between 1 and 12', () => {
    render(<Harness start={11} />);
    expect(screen.getByRole('group', { name: 'Cantidad de Paracetamol' })).toBeTruthy();
    const plus = screen.getByRole('button', { name: 'Agregar una unidad' }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('12');
    expect(plus.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '-3' } });
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '' } });
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('button', { name: 'Quitar una unidad' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops at a lower cap', () => {
    render(<Harness start={2} max={3} />);
    const plus = screen.getByRole('button', { name: 'Agregar una unidad' }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('3');
    expect(plus.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '9' } });
    expect((screen.getByLabelText('Cantidad') as HTMLInputElement).value).toBe('3');
  });
});
