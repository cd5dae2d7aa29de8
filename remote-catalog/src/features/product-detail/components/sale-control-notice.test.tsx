import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaleControlNotice } from './sale-control-notice';

describe('SaleControlNotice (spec 002 §9)', () => {
  it('shows nothing for a free-sale product', () => {
    const { container } = render(<SaleControlNotice codigoControl={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the sale-control type of a prescription product, without the antibiotic rule', () => {
    render(<SaleControlNotice codigoControl={4} />);
    expect(screen.getByText('Venta bajo receta médica')).toBeInTheDocument();
    expect(screen.getByText('Venta bajo receta cuadruplicada')).toBeInTheDocument();
    expect(screen.queryByTestId('antibiotic-rule')).toBeNull();
  });

  it('an antibiotic shows the 5-day prescription rule and its required data', () => {
    render(<SaleControlNotice codigoControl={5} />);
    const rule = screen.getByTestId('antibiotic-rule');
    expect(rule).toHaveTextContent('válida por 5 días desde su emisión');
    expect(rule).toHaveTextContent('datos del paciente, número de cédula, diagnóstico, y firma, sello y número de registro del médico');
  });
});
