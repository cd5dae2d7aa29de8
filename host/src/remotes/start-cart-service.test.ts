import { afterEach, expect, it, vi } from 'vitest';
import { commandsOf, request } from '@botica/shared-contracts/events/bus';

const loadExposed = vi.fn();
let loaded: ((remote: string) => void) | null = null;
vi.mock('./remote-registry', () => ({
  loadExposed: (...args: unknown[]) => loadExposed(...args),
  onRemoteLoaded: (listener: (remote: string) => void) => {
    loaded = listener;
    return () => (loaded = null);
  },
}));

const { startCartServiceWhenNeeded } = await import('./start-cart-service');

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A cart service as checkout's: it answers the cart summary once started. */
function cartService() {
  const startCartService = vi.fn(() => {
    stops.push(commandsOf('checkout').handle('checkout:cart-summary', () => ({ count: 2, subtotal: 1, items: [], oncologico: false })));
  });
  return { startCartService };
}

it('does not load the cart service at boot; a waiting checkout command starts it, once', async () => {
  const service = cartService();
  loadExposed.mockResolvedValue(service);
  stops.push(startCartServiceWhenNeeded());
  expect(loadExposed).not.toHaveBeenCalled();
  await expect(request('checkout:cart-summary', {})).resolves.toMatchObject({ count: 2 });
  loaded?.('checkout');
  expect(loadExposed).toHaveBeenCalledTimes(1);
  expect(loadExposed).toHaveBeenCalledWith('checkout', 'cart-service');
  expect(service.startCartService).toHaveBeenCalledTimes(1);
});
