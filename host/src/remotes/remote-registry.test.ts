import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './remote-registry';

describe('withTimeout', () => {
  it('rejects a remote that hangs after the bounded wait', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 5000, 'content/pages');
    const check = expect(pending).rejects.toThrow('content/pages: sin respuesta en 5000 ms');
    await vi.advanceTimersByTimeAsync(5000);
    await check;
    vi.useRealTimers();
  });
  it('passes a quick answer through', async () => {
    await expect(withTimeout(Promise.resolve(7), 5000, 'x')).resolves.toBe(7);
  });
});
