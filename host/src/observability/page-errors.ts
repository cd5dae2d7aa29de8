/**
 * What a page view met that went wrong, kept from the first script on (decision 080): errors nobody caught, promises
 * rejected without a handler, and what a remote's error boundary caught (remote-boundary.tsx). Only where each came
 * from and its class name are kept (never its message: it may name a shopper's data). The field report
 * (field-report.ts, loaded once the page is idle) sends them with the page's vitals; until then they wait here.
 */
export interface PageError {
  tipo: 'frontera' | 'error' | 'rechazo';
  /** The class of the error (`TypeError`), or `Error` when it has none we can name. */
  nombre: string;
  /** The remote whose boundary caught it, if known. */
  remoto?: string;
  /** The address of the script it came from (an uncaught error's file, or the first of its stack), if any. */
  fuente?: string;
}

type Listener = (error: PageError) => void;
const waiting: PageError[] = [];
let listener: Listener | null = null;
/** At most this many errors of one page view are kept before the report takes them (a loop of errors stops here). */
const KEPT = 50;

const nameOf = (error: unknown): string => {
  const name = error instanceof Error ? error.name || error.constructor?.name : typeof error === 'object' && error ? (error as { constructor?: { name?: string } }).constructor?.name : undefined;
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name) ? name : 'Error';
};
const firstScriptOf = (error: unknown): string | undefined => {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack ? /(https?:\/\/[^\s)]+?)(?::\d+){0,2}\)?(?:\s|$)/.exec(stack)?.[1] : undefined;
};

function note(error: PageError): void {
  if (listener) listener(error);
  else if (waiting.length < KEPT) waiting.push(error);
}

/** A remote's error boundary caught `error`; `boundary` is its name, the remote's (`checkout`) or one of its modules' (`catalog/search-box`). */
export function reportRemoteError(boundary: string, error: unknown): void {
  note({ tipo: 'frontera', nombre: nameOf(error), remoto: boundary.split('/')[0], fuente: firstScriptOf(error) });
}

/** Starts keeping the page's uncaught errors and unhandled rejections (once, from the entry). */
export function watchPageErrors(target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    // a resource that failed (an image, a script tag) also fires `error`, without an ErrorEvent: not a script's error
    if (!(event instanceof ErrorEvent)) return;
    note({ tipo: 'error', nombre: nameOf(event.error), fuente: event.filename || firstScriptOf(event.error) });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    note({ tipo: 'rechazo', nombre: nameOf(event.reason), fuente: firstScriptOf(event.reason) });
  });
}

/** The field report takes the errors kept so far and every later one. */
export function takePageErrors(take: Listener): void {
  listener = take;
  for (const error of waiting.splice(0)) take(error);
}
