import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldReportInput } from '@botica/shared-contracts/field/payloads';

// web-vitals measures a real browser's paints and inputs: here it answers what each test gives it
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: { name: string; value: number }) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: { name: string; value: number }) => void) => vitals.callbacks.set('LCP', cb),
  onINP: (cb: (m: { name: string; value: number }) => void) => vitals.callbacks.set('INP', cb),
  onCLS: (cb: (m: { name: string; value: number }) => void) => vitals.callbacks.set('CLS', cb),
  onTTFB: (cb: (m: { name: string; value: number }) => void) => vitals.callbacks.set('TTFB', cb),
}));

const CANARY = '20261130.101500-ab12cd3';

/** The document the host server writes: remotes.json inline (checkout on a released version) and the shell's script. */
function writeDocument() {
  document.head.innerHTML =
    `<script id="botica-remotes" type="application/json">${JSON.stringify({
      catalog: 'http://catalog.test/mf-manifest.json',
      checkout: `http://checkout.test/v/${CANARY}/mf-manifest.json`,
      account: 'http://account.test/mf-manifest.json',
    })}</script>` +
    // the shell's script as the document names it (a type the test's DOM does not try to run)
    `<script type="text/x-shell" src="${location.origin}/static/main.1.js"></script>`;
}

let beacons: FieldReportInput[] = [];
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.resetModules();
  vitals.callbacks.clear();
  beacons = [];
  writeDocument();
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      expect(url).toBe('/api/campo');
      void body.text().then((text) => beacons.push(JSON.parse(text) as FieldReportInput));
      return true;
    },
  });
  history.replaceState(null, '', '/producto/100001/paracetamol-500-mg');
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('field report', () => {
  it('names the page by its route pattern and each app by the version its address names', async () => {
    const { pageIdentity } = await import('./field-report');
    const page = pageIdentity(document, '/producto/100001/paracetamol-500-mg');
    expect(page).toMatchObject({ ruta: '/producto/:codigo/:slug', app: 'catalog', version: 'base' });
    expect(page.presentes).toEqual(expect.arrayContaining([{ app: 'checkout', version: CANARY }, { app: 'host', version: 'base' }]));
    expect(pageIdentity(document, '/no-hay/tal/pagina/123')).toMatchObject({ ruta: '(sin página)', app: 'host' });
  });

  it('sends the vitals, the view and the errors when the page is hidden, never the path or an error’s message', async () => {
    const errors = await import('./page-errors');
    // an error before the reporter came is kept for it: a remote's boundary, by its module's name
    errors.reportRemoteError('checkout/mini-cart', new TypeError('no se pudo leer el carrito de ana@correo.com'));
    const { startFieldReport } = await import('./field-report');
    startFieldReport(window);
    vitals.callbacks.get('TTFB')!({ name: 'TTFB', value: 210.4 });
    vitals.callbacks.get('LCP')!({ name: 'LCP', value: 1834.6 });
    vitals.callbacks.get('CLS')!({ name: 'CLS', value: 0.013 });
    // a second LCP of the same view is not a second sample
    vitals.callbacks.get('LCP')!({ name: 'LCP', value: 2000 });
    setVisibility('hidden');
    await settle();

    expect(beacons).toHaveLength(1);
    const report = beacons[0]!;
    expect(report).toMatchObject({ ruta: '/producto/:codigo/:slug', app: 'catalog', version: 'base', vista: true });
    expect(report.medidas).toEqual([
      { nombre: 'TTFB', valor: 210 },
      { nombre: 'LCP', valor: 1835 },
      { nombre: 'CLS', valor: 0.013 },
    ]);
    expect(report.errores).toEqual([{ tipo: 'frontera', app: 'checkout', version: CANARY, nombre: 'TypeError' }]);
    const text = JSON.stringify(report);
    expect(text).not.toContain('paracetamol');
    expect(text).not.toContain('ana@correo.com');

    // later: INP comes with the next hiding; the view is not counted again
    setVisibility('visible');
    vitals.callbacks.get('INP')!({ name: 'INP', value: 96 });
    setVisibility('hidden');
    await settle();
    expect(beacons).toHaveLength(2);
    expect(beacons[1]).toMatchObject({ vista: false, medidas: [{ nombre: 'INP', valor: 96 }], errores: [] });
  });

  it('reports an uncaught error by the app its script came from, a few seconds after it, without waiting for the page to hide', async () => {
    vi.useFakeTimers();
    const errors = await import('./page-errors');
    errors.watchPageErrors(window);
    const { startFieldReport } = await import('./field-report');
    startFieldReport(window);
    const error = new RangeError('fuera de rango');
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'http://account.test/static/js/page.3.js', message: error.message }));
    expect(beacons).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);
    vi.useRealTimers();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]).toMatchObject({ vista: true, errores: [{ tipo: 'error', app: 'account', version: 'base', nombre: 'RangeError' }] });
  });

  it('reads the document’s Server-Timing parts and trace from the navigation', async () => {
    const { documentTiming } = await import('./field-report');
    const nav = {
      responseStart: 412.6,
      serverTiming: [
        { name: 'manifests', duration: 2.2, description: '' },
        { name: 'fragment', duration: 301.4, description: '' },
        { name: 'total', duration: 330, description: '' },
        { name: 'trace', duration: 0, description: '4bf92f3577b34da6a3ce929d0e0e4736' },
      ],
    } as unknown as PerformanceNavigationTiming;
    expect(documentTiming(nav)).toEqual({ ms: 413, partes: { manifests: 2.2, fragment: 301.4, total: 330 }, traza: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });
});
