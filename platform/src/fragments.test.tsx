// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedFragment, FragmentRendererContext, type FragmentRenderer } from './fragments';

afterEach(cleanup);

const grid = (
  <EmbeddedFragment
    remote="catalog"
    module="product-grid"
    exportName="ProductGrid"
    props={{ products: [], world: 'belleza' }}
    loading={<p>cargando</p>}
  />
);

describe('EmbeddedFragment', () => {
  it("hands the typed names and props to the host's renderer and shows what it draws", () => {
    const seen: unknown[] = [];
    const renderer: FragmentRenderer = (props) => {
      seen.push({ remote: props.remote, module: props.module, exportName: props.exportName, props: props.props });
      return <p>dibujado por el host</p>;
    };
    render(<FragmentRendererContext.Provider value={renderer}>{grid}</FragmentRendererContext.Provider>);
    expect(screen.getByText('dibujado por el host').tagName).toBe('P');
    expect(seen[0]).toEqual({ remote: 'catalog', module: 'product-grid', exportName: 'ProductGrid', props: { products: [], world: 'belleza' } });
  });

  it('without a host is a boundary the browser renders, showing the loading state', () => {
    const html = renderToString(grid);
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('cargando');
  });
});
