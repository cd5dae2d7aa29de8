import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import toast from '@botica/platform/toast';
import { ToasterOnDemand } from './toaster-on-demand';

// counts the times react-hot-toast is loaded: not with the page, only for the first toast
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-hot-toast', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('ToasterOnDemand', () => {
  it('draws nothing and loads no toast library until the first toast; then shows it and the ones that follow', async () => {
    const { container } = render(<ToasterOnDemand />);
    expect(container).toBeEmptyDOMElement();
    expect(loads.count).toBe(0);

    act(() => toast.success('Producto agregado al carrito'));
    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    expect(loads.count).toBe(1);

    act(() => {
      toast.error('El correo ya está suscripto');
      toast('Cupón aplicado');
    });
    expect(await screen.findByText('El correo ya está suscripto')).toBeInTheDocument();
    expect(await screen.findByText('Cupón aplicado')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
