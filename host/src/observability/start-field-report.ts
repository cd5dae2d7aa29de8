import { watchPageErrors } from './page-errors';

/** How long after the page's `load` the report's code is asked for: past the first load (the bytes budget counts it not). */
const AFTER_LOAD_MS = 4_000;

/**
 * Field measurements from the shopper's browser (decision 080): the page's errors are kept from now on, and the
 * reporter (web-vitals and field-report.ts, a chunk of its own, about 6 KB compressed) comes once the page has loaded
 * and is idle, or as soon as the page is hidden, whichever is first. web-vitals reads what the browser buffered
 * before it came (the largest paint, layout shifts, the navigation's timing).
 */
export function startFieldMeasurements(win: Window = window): void {
  watchPageErrors(win);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* webpackChunkName: "field-report" */ './field-report').then(({ startFieldReport }) => startFieldReport(win)).catch(() => undefined);
  };
  const whenIdle = () => {
    const idle = (win as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    setTimeout(() => (idle ? idle(start, { timeout: 2_000 }) : start()), AFTER_LOAD_MS);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') start();
  });
}
