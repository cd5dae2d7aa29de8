import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { type FieldReportInput, UNKNOWN_ROUTE, type VitalName } from '@botica/shared-contracts/field/payloads';
import { remoteVersionOf } from '@botica/shared-contracts/field/remote-version';
import { RELEASE_APPS, type ReleaseApp } from '@botica/shared-contracts/releases/entities';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { type PageError, takePageErrors } from './page-errors';

/** Where reports go: the API, through the host's own origin (a beacon carries no authorisation header). */
export const FIELD_REPORT_URL = '/api/campo';
const MAX_ERRORS_PER_REPORT = 10;

type ClientError = NonNullable<FieldReportInput['errores']>[number];

/** What the page is: its route pattern, its owner and that owner's version, every app it ran and their versions. */
export interface PageIdentity {
  ruta: string;
  app: ReleaseApp;
  version: string;
  presentes: { app: ReleaseApp; version: string }[];
  /** Origin → app, to tell which app an error's script belongs to. */
  origins: Map<string, ReleaseApp>;
}

const isApp = (name: string): name is ReleaseApp => (RELEASE_APPS as readonly string[]).includes(name);

/**
 * The page's identity from its document: the route table's pattern of the path it was loaded at (never the path
 * itself, which may carry a token), and each app's version from the address the document names it by (remotes.json,
 * and the shell's own scripts for the host): see remoteVersionOf.
 */
export function pageIdentity(doc: Document, pathname: string): PageIdentity {
  let remotes: Record<string, string> = {};
  try {
    remotes = JSON.parse(doc.getElementById('botica-remotes')?.textContent ?? '{}') as Record<string, string>;
  } catch {
    remotes = {};
  }
  const hostScript = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => new URL(s.src, doc.baseURI).origin === new URL(doc.baseURI).origin);
  const versions = new Map<ReleaseApp, string>([['host', remoteVersionOf(hostScript?.src)]]);
  const origins = new Map<string, ReleaseApp>([[new URL(doc.baseURI).origin, 'host']]);
  for (const [name, url] of Object.entries(remotes)) {
    if (!isApp(name)) continue;
    versions.set(name, remoteVersionOf(url));
    try {
      origins.set(new URL(url, doc.baseURI).origin, name);
    } catch {
      // an address we cannot read names no origin
    }
  }
  const route = findRoute(pathname);
  const app: ReleaseApp = route?.owner ?? 'host';
  return {
    ruta: route?.path ?? UNKNOWN_ROUTE,
    app,
    version: versions.get(app) ?? 'base',
    presentes: [...versions].filter(([name]) => name !== app).map(([name, version]) => ({ app: name, version })),
    origins,
  };
}

/** A page's error as the report carries it: the app it came from (its boundary's, else its script's origin's) and version. */
export function clientError(error: PageError, page: PageIdentity): ClientError {
  let app: ReleaseApp = error.remoto && isApp(error.remoto) ? error.remoto : 'host';
  if (!error.remoto && error.fuente) {
    try {
      app = page.origins.get(new URL(error.fuente).origin) ?? 'host';
    } catch {
      app = 'host';
    }
  }
  const version = app === page.app ? page.version : (page.presentes.find((p) => p.app === app)?.version ?? 'base');
  return { tipo: error.tipo, app, version, nombre: error.nombre };
}

/** The document's own timing as the browser saw it: its time to first byte and the host's Server-Timing parts and trace. */
export function documentTiming(nav: PerformanceNavigationTiming | undefined): FieldReportInput['documento'] {
  if (!nav) return undefined;
  const partes: Record<string, number> = {};
  let traza: string | undefined;
  for (const entry of nav.serverTiming ?? []) {
    if (entry.name === 'trace' && /^[0-9a-f]{32}$/.test(entry.description)) traza = entry.description;
    else if (/^[a-z][a-z0-9_-]{0,19}$/.test(entry.name) && entry.duration > 0 && Object.keys(partes).length < 12) partes[entry.name] = Math.min(600_000, Math.round(entry.duration * 10) / 10);
  }
  return { ms: Math.min(600_000, Math.max(0, Math.round(nav.responseStart))), partes, ...(traza ? { traza } : {}) };
}

/**
 * Reports this page view (decision 080): its Core Web Vitals as the web-vitals library measures them, its document's
 * timing, and its errors, with navigator.sendBeacon, which never delays the shopper. A report goes when the page is
 * hidden (where LCP, INP and CLS are final) and a few seconds after an error; the first one also counts the view.
 */
export function startFieldReport(win: Window = window): void {
  const page = pageIdentity(win.document, win.location.pathname);
  const medidas: { nombre: VitalName; valor: number }[] = [];
  const measured = new Set<string>();
  const errores: ClientError[] = [];
  let viewCounted = false;
  let documento = documentTiming(win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined);
  let errorTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (): void => {
    if (viewCounted && !medidas.length && !errores.length) return;
    do {
      const report: FieldReportInput = {
        ruta: page.ruta,
        app: page.app,
        version: page.version,
        vista: !viewCounted,
        presentes: page.presentes,
        medidas: medidas.splice(0),
        errores: errores.splice(0, MAX_ERRORS_PER_REPORT),
        ...(documento ? { documento } : {}),
      };
      const sent = win.navigator.sendBeacon?.(FIELD_REPORT_URL, new Blob([JSON.stringify(report)], { type: 'application/json' })) ?? false;
      if (!sent) return;
      viewCounted = true;
      documento = undefined;
    } while (errores.length);
  };
  const take = (metric: Metric) => {
    if (measured.has(metric.name)) return;
    measured.add(metric.name);
    medidas.push({ nombre: metric.name as VitalName, valor: Math.max(0, metric.name === 'CLS' ? metric.value : Math.round(metric.value)) });
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);
  takePageErrors((error) => {
    errores.push(clientError(error, page));
    clearTimeout(errorTimer);
    errorTimer = setTimeout(send, 5_000);
  });
  // after web-vitals' own listeners: it gives its last values on `hidden`, then this sends them
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
  // already hidden when this came (a tab opened in the background): what there is goes now
  if (win.document.visibilityState === 'hidden') setTimeout(send, 1_000);
}
