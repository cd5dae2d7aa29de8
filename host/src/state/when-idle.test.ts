// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('whenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then for the browser to be idle (at the latest after the timeout)', () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }));
    setReadyState('loading');
    const task = vi.fn();
    whenIdle(task, 2000);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(2000);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the page loaded, it never runs', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    setReadyState('loading');
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('on a loaded page, cancelling drops the idle callback', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = whenIdle(vi.fn());
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
