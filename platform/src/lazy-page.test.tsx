// @vitest-environment happy-dom
import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('lazyPage', () => {
  it('loads its module when first rendered, once, and renders the named page', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { Pedidos: () => <h1>Mis pedidos</h1>, Otra: () => <h1>Otra</h1> };
    };
    const Page = lazyPage(load, 'Pedidos');
    expect(Page.displayName).toBe('Pedidos');
    expect(loads).toBe(0);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Suspense fallback={<p>Cargando…</p>}><Page /></Suspense>));
    expect(container.textContent).toBe('Mis pedidos');
    await act(async () => root.render(<Suspense fallback={<p>Cargando…</p>}><Page /></Suspense>));
    expect(loads).toBe(1);
  });
});
