// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { cacheKey, cacheKeyPrefix } from '@botica/shared-contracts/http/query-key';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearQueryCache,
  DRAWN_ANSWER_FRESH_MS,
  fetchQuery,
  prefetchQuery,
  QueryCacheContext,
  seedQueryCache,
  setQueryData,
  useQuery,
  type QueryOptions,
} from './query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Probe({ id, load, options }: { id: string | null; load: () => Promise<string>; options?: QueryOptions }) {
  const { data, error, loading } = useQuery(id === null ? null : cacheKey<string>(id), load, options);
  return <output>{error ? 'error' : loading ? 'cargando' : (data ?? 'nada')}</output>;
}

afterEach(() => {
  cleanup();
  clearQueryCache(cacheKeyPrefix('test:'));
});

describe('useQuery', () => {
  it('a load started before the cache was cleared is not shared after it, nor kept in the cache', async () => {
    const key = cacheKey<string>('test:cleared');
    const before = deferred<string>();
    const early = fetchQuery(key, () => before.promise);
    clearQueryCache(cacheKeyPrefix('test:'));
    // a reader after the clear asks again and gets its own answer
    await expect(fetchQuery(key, () => Promise.resolve('después'))).resolves.toBe('después');
    // the earlier load still answers its own caller, without replacing what the cache holds now
    before.resolve('antes');
    await expect(early).resolves.toBe('antes');
    await expect(fetchQuery(key, () => Promise.resolve('otra vez'))).resolves.toBe('después');
  });

  it('loads a key once for every reader that asks at the same time', async () => {
    const answer = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return answer.promise;
    };
    render(
      <>
        <Probe id="test:a" load={load} />
        <Probe id="test:a" load={load} />
      </>,
    );
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['cargando', 'cargando']);
    await act(async () => answer.resolve('Ibuprofeno'));
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['Ibuprofeno', 'Ibuprofeno']);
    expect(calls).toBe(1);
  });

  it('shows a seeded answer (a server render) without asking again, until the window gets the focus back', async () => {
    seedQueryCache({ 'test:b': 'del servidor' });
    const answer = deferred<string>();
    let calls = 0;
    render(
      <Probe
        id="test:b"
        load={() => {
          calls += 1;
          return answer.promise;
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('del servidor');
    await act(async () => undefined);
    expect(calls).toBe(0);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(calls).toBe(1);
    await act(async () => answer.resolve('nuevo'));
    expect(screen.getByRole('status').textContent).toBe('nuevo');
  });

  it('revalidates a seeded answer for a reader that mounts once it is no longer fresh', async () => {
    const seededAt = Date.now();
    seedQueryCache({ 'test:i': 'del servidor' });
    const now = vi.spyOn(Date, 'now').mockReturnValue(seededAt + DRAWN_ANSWER_FRESH_MS + 1);
    try {
      render(<Probe id="test:i" load={() => Promise.resolve('actual')} />);
      expect(screen.getByRole('status').textContent).toBe('del servidor');
      expect(await screen.findByText('actual')).toBeTruthy();
    } finally {
      now.mockRestore();
    }
  });

  it('asks again on reload even for a fresh seeded answer', async () => {
    seedQueryCache({ 'test:j': 'del servidor' });
    function Reloading() {
      const state = useQuery(cacheKey<string>('test:j'), () => Promise.resolve('recargado'));
      return (
        <button type="button" onClick={state.reload}>
          {state.data}
        </button>
      );
    }
    render(<Reloading />);
    expect(screen.getByRole('button').textContent).toBe('del servidor');
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('recargado')).toBeTruthy();
  });

  it('picks up a prefetch instead of asking again', async () => {
    const answer = deferred<string>();
    prefetchQuery(cacheKey<string>('test:c'), () => answer.promise);
    let calls = 0;
    render(
      <Probe
        id="test:c"
        load={() => {
          calls += 1;
          return Promise.resolve('otra');
        }}
      />,
    );
    await act(async () => answer.resolve('prefetched'));
    expect(screen.getByRole('status').textContent).toBe('prefetched');
    expect(calls).toBe(0);
    expect(await fetchQuery(cacheKey<string>('test:c'), () => Promise.resolve('no'))).toBe('prefetched');
  });

  it('does not load a null key and reports a failure', async () => {
    render(<Probe id={null} load={() => Promise.resolve('x')} />);
    expect(screen.getByRole('status').textContent).toBe('nada');
    cleanup();
    render(<Probe id="test:d" load={() => Promise.reject(new Error('caída'))} />);
    expect(await screen.findByText('error')).toBeTruthy();
  });

  it('asks again on focus unless told not to', async () => {
    let calls = 0;
    const load = () => Promise.resolve(`respuesta ${++calls}`);
    render(<Probe id="test:e" load={load} />);
    expect(await screen.findByText('respuesta 1')).toBeTruthy();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('respuesta 2')).toBeTruthy();
    cleanup();
    let quiet = 0;
    render(<Probe id="test:f" load={() => Promise.resolve(`quieto ${++quiet}`)} options={{ revalidateOnFocus: false }} />);
    expect(await screen.findByText('quieto 1')).toBeTruthy();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(screen.getByRole('status').textContent).toBe('quieto 1');
    expect(quiet).toBe(1);
  });

  it('renders an answer set from outside (an event) in every reader', async () => {
    render(<Probe id="test:g" load={() => Promise.resolve('3')} options={{ revalidateOnFocus: false }} />);
    expect(await screen.findByText('3')).toBeTruthy();
    act(() => setQueryData(cacheKey<string>('test:g'), '4'));
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('reads a server render’s own Map, never the page cache', () => {
    seedQueryCache({ 'test:h': 'de otra petición' });
    render(
      <QueryCacheContext.Provider value={new Map([['test:h', 'de esta petición']])}>
        <Probe id="test:h" load={() => new Promise<string>(() => undefined)} />
      </QueryCacheContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('de esta petición');
  });
});
