import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedFragment, FragmentRendererContext } from '@botica/platform/fragments';
import type { ProductGridProps } from '@botica/shared-contracts/exposes/catalog';
import { ServerRenderContext } from './server-render';

const loadExposed = vi.fn();
vi.mock('./remote-registry', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));

const { EmbeddedRemoteFragment } = await import('./remote-fragment');

function Grid({ world, oncologico, products }: ProductGridProps) {
  return (
    <p>
      grilla de {world} {oncologico ? 'oncológica' : 'común'} con {products.length}
    </p>
  );
}

/** A remote's page embedding catalog's grid, as content's world pages do. */
const WorldPage = () => (
  <EmbeddedFragment
    remote="catalog"
    module="product-grid"
    exportName="ProductGrid"
    props={{ products: [], world: 'oncologicos', oncologico: true }}
    loading={<p>cargando productos</p>}
  />
);

const inHost = (tree: ReactNode) => <FragmentRendererContext.Provider value={EmbeddedRemoteFragment}>{tree}</FragmentRendererContext.Provider>;

describe("another app's fragment inside a remote's page", () => {
  beforeEach(() => {
    loadExposed.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the exposed component by its typed name through the host and gives it the props', async () => {
    let resolve: (mod: unknown) => void = () => undefined;
    loadExposed.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    render(inHost(<WorldPage />));
    expect(screen.getByText('cargando productos')).toBeInTheDocument();
    resolve({ ProductGrid: Grid });
    expect(await screen.findByText('grilla de oncologicos oncológica con 0')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledWith('catalog', 'product-grid', { fresh: false });
  });

  it("shows the Spanish notice with 'Reintentar' when the remote fails, and loads afresh on retry", async () => {
    loadExposed.mockRejectedValueOnce(new Error('catalog/product-grid: sin respuesta en 5000 ms'));
    loadExposed.mockResolvedValueOnce({ ProductGrid: Grid });
    render(inHost(<WorldPage />));
    expect(await screen.findByText('Lo sentimos! No pudimos recuperar tus datos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('grilla de oncologicos oncológica con 0')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenNthCalledWith(2, 'catalog', 'product-grid', { fresh: true });
  });

  it('catches a fragment that throws while rendering; the rest of the page stays', async () => {
    loadExposed.mockResolvedValue({
      ProductGrid: () => {
        throw new Error('boom');
      },
    });
    render(
      inHost(
        <>
          <h1>Mundo</h1>
          <WorldPage />
        </>,
      ),
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mundo' })).toBeInTheDocument();
  });

  it('is, on the server, a boundary showing the loading state that the browser renders (no hydration mismatch)', () => {
    const html = renderToString(<ServerRenderContext.Provider value={{ page: 'none' }}>{inHost(<WorldPage />)}</ServerRenderContext.Provider>);
    // "<!--$!-->": the boundary is marked client-rendered, so hydration renders it instead of matching it
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('cargando productos');
    expect(loadExposed).not.toHaveBeenCalled();
  });

  it('without a host renderer (a remote on its own) stays a boundary with the loading state', () => {
    const html = renderToString(<WorldPage />);
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('cargando productos');
  });

  it('takes only the names and props the contract declares (checked by the compiler)', () => {
    const wrong = [
      // @ts-expect-error catalog exposes no module named mini-cart
      <EmbeddedFragment key="1" remote="catalog" module="mini-cart" exportName="MiniCart" props={{}} loading={null} />,
      // @ts-expect-error the product grid needs its products
      <EmbeddedFragment key="2" remote="catalog" module="product-grid" exportName="ProductGrid" props={{ world: 'belleza' }} loading={null} />,
    ];
    expect(wrong).toHaveLength(2);
  });
});
