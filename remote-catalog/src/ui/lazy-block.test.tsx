// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
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

afterEach(() => vi.unstubAllGlobals());

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
});
