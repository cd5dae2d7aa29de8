import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WorldFrame } from './world-frame';

const asked: string[] = [];
vi.mock('../products/api', () => ({
  getWorld: async (world: string) => {
    asked.push(world);
    return {
      ok: true,
      landingResult: { slug: world, nombre: 'Mundo Bebé', descripcion: null, oncologico: false },
      estilo: { primario: '#ff6699', secundario: '#3366cc', terciario: '#ffee00', complementario: '#ffffff', complementario2: '#000000' },
      sliderPrincipal: [],
      el_ella: [],
      internas: [],
      secciones: [],
    };
  },
}));

describe('WorldFrame (spec 002 §2.9)', () => {
  it("a world's product page wears the world's colours and names the world with a link back", async () => {
    render(
      <MemoryRouter>
        <WorldFrame landing="bebes">
          <p>detalle del producto</p>
        </WorldFrame>
      </MemoryRouter>,
    );
    const band = await screen.findByRole('navigation', { name: 'Mundo Mundo Bebé' });
    expect(band.querySelector('a')).toHaveAttribute('href', '/mundo/bebes');
    const frame = screen.getByTestId('world-frame');
    expect(frame.style.getPropertyValue('--cat-w-primario')).toBe('#ff6699');
    expect(frame.style.getPropertyValue('--cat-w-secundario')).toBe('#3366cc');
    expect(frame).toHaveTextContent('detalle del producto');
    expect(asked).toEqual(['bebes']);
  });

  it('outside a world the page is drawn as it is, and no world is read', () => {
    asked.length = 0;
    render(
      <MemoryRouter>
        <WorldFrame landing={undefined}>
          <p>detalle del producto</p>
        </WorldFrame>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('world-frame')).toBeNull();
    expect(screen.getByText('detalle del producto')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
