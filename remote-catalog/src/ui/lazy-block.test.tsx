// @vitest-environment happy-dom
import { lazy, type ReactElement, useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockPending, LazyBlock } from './lazy-block';

/** The browser's observer, driven by the test: `show()` brings the block near the viewport. */
function stubIntersection() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    show: () =>
      act(() => {
        for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

/** A block whose data arrives when the test says so. */
function Block({ answer }: { answer: Promise<string[]> }) {
  const [items, setItems] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    void answer.then(setItems);
  }, [answer]);
  if (items === undefined) return <BlockPending />;
  if (items.length === 0) return null;
  return <ul data-testid="block">{items.map((item) => <li key={item}>{item}</li>)}</ul>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LazyBlock', () => {
  it('keeps its reserved height from the placeholder through the loading block until the data is in', async () => {
    const observer = stubIntersection();
    let resolve!: (items: string[]) => void;
    const answer = new Promise<string[]>((r) => (resolve = r));
    const { container } = render(
      <LazyBlock minHeight="30rem">
        <Block answer={answer} />
      </LazyBlock>,
    );
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('30rem');
    observer.show();
    // the block is mounted and loading: the same height, so the footer below does not climb up
    expect(container.querySelector('[data-pending]')).not.toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('30rem');
    await act(async () => resolve(['Protector solar']));
    expect(screen.getByTestId('block').textContent).toBe('Protector solar');
    expect(container.querySelector('[data-pending]')).toBeNull();
  });

  it('gives the space back when the answer is empty', async () => {
    const observer = stubIntersection();
    const { container } = render(
      <LazyBlock minHeight="30rem">
        <Block answer={Promise.resolve([])} />
      </LazyBlock>,
    );
    observer.show();
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
  });

  it("downloads a lazy block's code only when it comes near, keeping the height while it comes", async () => {
    const observer = stubIntersection();
    const download = vi.fn();
    let deliver!: () => void;
    const code = new Promise<{ default: () => ReactElement }>((r) => (deliver = () => r({ default: () => <p data-testid="block">Marcas</p> })));
    const Lazy = lazy(() => (download(), code));
    const { container } = render(
      <LazyBlock minHeight="24rem">
        <Lazy />
      </LazyBlock>,
    );
    expect(download).not.toHaveBeenCalled();
    observer.show();
    expect(download).toHaveBeenCalledTimes(1);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('24rem');
    await act(async () => deliver());
    expect(screen.getByTestId('block').textContent).toBe('Marcas');
  });

  it('leaves out a block whose code cannot be downloaded, and nothing else', async () => {
    const observer = stubIntersection();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <main>
        <p>Ofertas</p>
        <LazyBlock minHeight="24rem">
          <Broken />
        </LazyBlock>
      </main>,
    );
    observer.show();
    await act(async () => undefined);
    expect(screen.getByText('Ofertas')).toBeTruthy();
    expect(screen.getByRole('main').children).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith('[catalog] un bloque de la página no se pudo cargar', expect.any(Error));
  });
});
