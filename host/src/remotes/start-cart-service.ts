import { loadExposed } from './remote-registry';

/** Starts checkout's cart service at boot; when checkout is unreachable it tries again a few times. */
export async function startRemoteCartService(attempts = 3, delayMs = 10_000): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    try {
      const { startCartService } = await loadExposed('checkout', 'cart-service');
      startCartService();
      return true;
    } catch (error) {
      console.warn('[checkout/cart-service] no disponible', error);
      if (i < attempts - 1) await new Promise((r) => setTimeout(r, delayMs));
    }
  }
  return false;
}
