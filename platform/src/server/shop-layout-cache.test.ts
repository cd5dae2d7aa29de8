import { describe, expect, it } from 'vitest';
import { ShopLayoutCache } from './shop-layout-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('ShopLayoutCache', () => {
  it('reads once for documents that ask at the same time, then answers from what it keeps', async () => {
    let reads = 0;
    const cache = new ShopLayoutCache(async () => ({ 'catalog:menu': [`lectura ${++reads}`] }));
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toEqual({ 'catalog:menu': ['lectura 1'] });
    expect(b).toBe(a);
    expect(await cache.get()).toBe(a);
    expect(reads).toBe(1);
  });

  it('once older than a minute, answers what it keeps at once and reads again in the background', async () => {
    let clock = 0;
    let reads = 0;
    const second = deferred<Record<string, unknown>>();
    const cache = new ShopLayoutCache(
      async () => (++reads === 1 ? { 'catalog:parameters': { A: '1' } } : second.promise),
      () => clock,
    );
    await cache.get();
    clock = 60_000;
    expect(await cache.get()).toEqual({ 'catalog:parameters': { A: '1' } });
    expect(reads).toBe(2);
    second.resolve({ 'catalog:parameters': { A: '2' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get()).toEqual({ 'catalog:parameters': { A: '2' } });
    expect(reads).toBe(2);
  });

  it('keeps nothing when the API does not answer, so the next document asks again', async () => {
    let reads = 0;
    const cache = new ShopLayoutCache(async () => {
      reads += 1;
      if (reads === 1) throw new Error('caída');
      return reads === 2 ? {} : { 'content:active-cover': null };
    });
    expect(await cache.get()).toEqual({});
    expect(await cache.get()).toEqual({});
    expect(await cache.get()).toEqual({ 'content:active-cover': null });
    expect(reads).toBe(3);
  });

  it('a read that did not come (the parameters timed out) is left out and read again for the next document, not a minute later', async () => {
    let reads = 0;
    const third = deferred<Record<string, unknown>>();
    const cache = new ShopLayoutCache(async () => {
      reads += 1;
      if (reads === 1) return { 'catalog:parameters': undefined, 'content:active-cover': null };
      if (reads === 2) return { 'catalog:parameters': { BLOG_API_URL: 'https://blog.botica.test/' }, 'content:active-cover': null };
      return third.promise;
    });
    // the first document is drawn without the parameters (the browser reads them)
    expect(await cache.get()).toEqual({ 'content:active-cover': null });
    // the next one is answered at once with what is kept, and the parameters are read again meanwhile
    expect(await cache.get()).toEqual({ 'content:active-cover': null });
    expect(reads).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get()).toEqual({ 'catalog:parameters': { BLOG_API_URL: 'https://blog.botica.test/' }, 'content:active-cover': null });
    // complete: kept for its minute
    expect(await cache.get()).toHaveProperty('catalog:parameters');
    expect(reads).toBe(2);
  });

  it('what an earlier read answered stays while a later read cannot read it', async () => {
    let clock = 0;
    let reads = 0;
    const cache = new ShopLayoutCache(
      async () => (++reads === 1 ? { 'catalog:parameters': { A: '1' }, 'content:active-cover': null } : { 'catalog:parameters': undefined, 'content:active-cover': { id: 2 } }),
      () => clock,
    );
    await cache.get();
    clock = 60_000;
    await cache.get();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    // the new cover, the parameters the first read had; and the parameters are read again for this document
    expect(await cache.get()).toEqual({ 'catalog:parameters': { A: '1' }, 'content:active-cover': { id: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(3);
  });
});
