import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedFragment, FragmentRendererContext } from '@botica/platform/fragments';
import { fillEmbeds } from '@botica/platform/server/embedded-fragments';
import { serverEmbeds } from '@botica/platform/server/server-embeds';
import type { ProductGridProps } from '@botica/shared-contracts/exposes/catalog';
import { ServerRenderContext } from './server-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

  it('drawn on the server by its remote and filled in by the host, hydrates as drawn once the module has loaded', async () => {
    // the owner's server: the page with the fragment's place marked, and what it embeds
    const embedded = serverEmbeds();
    const page = (
      <main>
        <h1>Mundo</h1>
        <WorldPage />
      </main>
    );
    const owner = renderToString(embedded.wrap(page));
    expect(embedded.embeds()).toEqual([
      { id: 'e0', remote: 'catalog', module: 'product-grid', exportName: 'ProductGrid', props: { products: [], world: 'oncologicos', oncologico: true } },
    ]);
    // the embedded remote's server draws the export with those props; the host puts it into the place
    const html = fillEmbeds(owner, new Map([['e0', renderToString(<Grid products={[]} world="oncologicos" oncologico />)]]));
    expect(html).not.toContain('data-botica-embed');
    expect(html).toContain('<h1>Mundo</h1><!--$--><p>grilla de ');
    // the browser: the host's tree hydrates it; the fragment's module comes later, the drawn grid stays meanwhile
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawnGrid = container.querySelector('main > p');
    expect(drawnGrid?.textContent).toBe('grilla de oncologicos oncológica con 0');
    let resolve: (mod: unknown) => void = () => undefined;
    loadExposed.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const recoverable = vi.fn();
    vi.mocked(console.error).mockClear();
    const root = hydrateRoot(container, inHost(page), { onRecoverableError: recoverable });
    await act(async () => undefined);
    expect(container.textContent).toContain('grilla de oncologicos oncológica con 0');
    await act(async () => resolve({ ProductGrid: Grid }));
    expect(container.textContent).toContain('grilla de oncologicos oncológica con 0');
    expect(container.querySelector('main > p')).toBe(drawnGrid);
    expect(recoverable).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    root.unmount();
    container.remove();
  });

  it('left to the browser by the host (no drawing in time), is the boundary it always was, without its marks', () => {
    const embedded = serverEmbeds();
    const html = fillEmbeds(renderToString(embedded.wrap(<WorldPage />)), new Map());
    expect(html).not.toContain('data-botica-embed');
    // the same boundary (React's development build writes where it was left to the browser into its <template>)
    const boundary = (drawn: string) => drawn.replace(/<template [^>]*><\/template>/, '<template></template>');
    expect(boundary(html)).toBe(boundary(renderToString(<WorldPage />)));
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
