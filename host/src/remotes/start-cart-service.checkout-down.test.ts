import { expect, it, vi } from 'vitest';

const loadExposed = vi.fn();
let loaded: ((remote: string) => void) | null = null;
vi.mock('./remote-registry', () => ({
  loadExposed: (...args: unknown[]) => loadExposed(...args),
  onRemoteLoaded: (listener: (remote: string) => void) => {
    loaded = listener;
    return () => (loaded = null);
  },
}));

const { startCartServiceWhenNeeded, startRemoteCartService } = await import('./start-cart-service');

it("starts the service when checkout's code came for a page or fragment; after a failure the next need tries again", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const startCartService = vi.fn();
  loadExposed.mockRejectedValueOnce(new Error('caído')).mockResolvedValue({ startCartService });
  const stop = startCartServiceWhenNeeded();
  loaded?.('catalog');
  expect(loadExposed).not.toHaveBeenCalled();
  loaded?.('checkout');
  expect(loadExposed).toHaveBeenCalledTimes(1);
  await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  await expect(startRemoteCartService()).resolves.toBe(true);
  expect(loadExposed).toHaveBeenCalledTimes(2);
  expect(startCartService).toHaveBeenCalledTimes(1);
  stop();
  warn.mockRestore();
});
