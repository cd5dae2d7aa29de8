// @vitest-environment happy-dom
import { Suspense, act, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useExternalStore, useHydrated } from './hydration';
import { hydrateDrawn } from './testing/hydrate-drawn';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A store the browser has and the server does not (like a cart in localStorage). */
function createStore(value: string) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function Ready({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>Continuar</button>;
}

function Shown({ store, seen }: { store: ReturnType<typeof createStore>; seen: string[] }) {
  const value = useExternalStore(store.subscribe, store.get, () => 'dibujado');
  seen.push(value);
  return <p>{value}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const hydrate = (element: React.ReactElement, html: string) => hydrateDrawn(html, element);

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once the page is hydrated, in the same element', async () => {
    const html = renderToString(<Ready seen={[]} />);
    expect(html).toContain('disabled=""');
    const seen: boolean[] = [];
    const { container, drawn, errors } = await hydrate(<Ready seen={seen} />, html);
    expect(errors).toEqual([]);
    expect(seen).toEqual([false, true]);
    expect(container.firstElementChild).toBe(drawn);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('is true from the first render of a component the browser renders itself', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Ready seen={seen} />));
    expect(seen).toEqual([true]);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});

describe('useExternalStore', () => {
  it("hydrates with the server's snapshot, then shows the browser's and follows its changes", async () => {
    const store = createStore('del navegador');
    const html = renderToString(<Shown store={store} seen={[]} />);
    expect(html).toBe('<p>dibujado</p>');
    const seen: string[] = [];
    const { container, errors } = await hydrate(<Shown store={store} seen={seen} />, html);
    expect(errors).toEqual([]);
    expect(seen).toEqual(['dibujado', 'del navegador']);
    expect(container.textContent).toBe('del navegador');
    await act(async () => store.set('cambiado'));
    expect(container.textContent).toBe('cambiado');
  });

  it("a change of the store while the page hydrates shows once the turn comes, never lost", async () => {
    const store = createStore('primero');
    const html = renderToString(<Shown store={store} seen={[]} />);
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Shown store={store} seen={seen} />);
      store.set('segundo');
    });
    expect(container.textContent).toBe('segundo');
    expect(seen.at(-1)).toBe('segundo');
  });

  it('the turn is a transition: what it suspends on keeps the drawn content on screen instead of a fallback', async () => {
    const store = createStore('del navegador');
    const never = new Promise<string>(() => undefined);
    function Needs({ value }: { value: string }) {
      return <p>{value === 'dibujado' ? value : use(never)}</p>;
    }
    function Page() {
      const value = useExternalStore(store.subscribe, store.get, () => 'dibujado');
      return <Needs value={value} />;
    }
    const element = (
      <Suspense fallback={<p>cargando</p>}>
        <Page />
      </Suspense>
    );
    const html = renderToString(element);
    expect(html).toContain('dibujado');
    const { container, errors } = await hydrate(element, html);
    expect(errors).toEqual([]);
    // an urgent re-render would have hidden the page behind its fallback while the new content is not ready
    expect(container.textContent).toBe('dibujado');
  });

  it("a component the browser renders itself reads the browser's snapshot at once", async () => {
    const store = createStore('del navegador');
    const seen: string[] = [];
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Shown store={store} seen={seen} />));
    expect(seen).toEqual(['del navegador']);
  });
});
