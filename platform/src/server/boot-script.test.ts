// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootAfterLargestPaint } from './page-composer';

/** Runs the boot's inline script as the browser would, in this document. */
function runBoot(html: string) {
  const code = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (!code) throw new Error('no inline script');
  new Function(code)();
}

/** What the boot adds to the head, in order (recorded, not inserted: this document loads no script). */
let head: Element[] = [];
const added = () => head.map((e) => (e instanceof HTMLLinkElement ? `${e.rel} ${e.getAttribute('href')}` : `run ${e.getAttribute('src')}`));

beforeEach(() => {
  head = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    head.push(node as unknown as Element);
    return node;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the boot script in the page', () => {
  const run = ['/static/main.1.js', '/static/boot-shared.2.js'];
  const fetch = ['/static/275.3.js', 'http://c/remoteEntry.4.js', 'http://c/static/pages.5.js'];

  it('preloads every script, then starts the entry scripts in order, a few per task when adding them takes time', () => {
    vi.useFakeTimers();
    // each call to the clock moves it 3 ms: adding elements is as slow as on a phone
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    runBoot(bootAfterLargestPaint(run, undefined, fetch));
    // a key press starts the boot at once (the page's load and largest paint are not waited for)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    const first = added();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(7);
    vi.advanceTimersByTime(0);
    expect(added().length).toBeGreaterThan(first.length);
    vi.runAllTimers();
    expect(added()).toEqual([
      'preload /static/main.1.js',
      'preload /static/boot-shared.2.js',
      'preload /static/275.3.js',
      'preload http://c/remoteEntry.4.js',
      'preload http://c/static/pages.5.js',
      'run /static/main.1.js',
      'run /static/boot-shared.2.js',
    ]);
    const scripts = head.filter((e): e is HTMLScriptElement => e instanceof HTMLScriptElement);
    expect(scripts.map((s) => s.async)).toEqual([false, false]);
  });

  it('adds everything in one task when that is quick', () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(100);
    runBoot(bootAfterLargestPaint(run, undefined, fetch));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(added()).toHaveLength(7);
    // a second key press starts nothing again
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    vi.runAllTimers();
    expect(added()).toHaveLength(7);
  });
});
