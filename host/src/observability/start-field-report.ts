import { watchPageErrors } from './page-errors';

/** The network must have been quiet this long (no new resource) before the reporter's code is asked for. */
const QUIET_MS = 3_000;
/** Past this, after `load`, it is asked for however busy the page still is (a page that polls is never quiet). */
const AT_MOST_MS = 30_000;

/**
 * Field measurements from the shopper's browser (decision 080): the page's errors are kept from now on, and the
 * reporter (web-vitals and field-report.ts, a chunk of its own, about 5 KB compressed) comes once the page has loaded
 * and its network has been quiet for a while, or as soon as the page is hidden, whichever is first: never among the
 * first load's files. web-vitals reads what the browser buffered before it came (the largest paint, layout shifts,
 * the navigation's timing).
 */
export function startFieldMeasurements(win: Window = window): void {
  watchPageErrors(win);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* webpackChunkName: "field-report" */ './field-report').then(({ startFieldReport }) => startFieldReport(win)).catch(() => undefined);
  };
  const whenQuiet = () => {
    const loadedAt = win.performance.now();
    let seen = win.performance.getEntriesByType('resource').length;
    let quietSince = loadedAt;
    const check = () => {
      if (started) return;
      const now = win.performance.now();
      const count = win.performance.getEntriesByType('resource').length;
      if (count !== seen) {
        seen = count;
        quietSince = now;
      }
      if (now - quietSince >= QUIET_MS || now - loadedAt >= AT_MOST_MS) {
        const idle = (win as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
        if (idle) idle(start, { timeout: 2_000 });
        else start();
      } else win.setTimeout(check, 500);
    };
    win.setTimeout(check, 500);
  };
  if (win.document.readyState === 'complete') whenQuiet();
  else win.addEventListener('load', whenQuiet, { once: true });
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') start();
  });
}
