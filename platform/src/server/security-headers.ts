import { randomBytes } from 'node:crypto';

/** Headers every answer of the shop's servers carries (documents, bundles, proxied API answers). */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Third parties the browser code talks to whatever the build: Mapbox when the shop's MAPBOX_TOKEN parameter is set
 * (a value of the API's database, not known here), and Google reCAPTCHA when the API has its keys (the rental form).
 * Both are optional features the shop turns on without a new build, so their hosts are always allowed.
 */
const MAPBOX = ['https://api.mapbox.com', 'https://events.mapbox.com'];
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * Counterparties the deployment switches on by configuration (decision 061), read from the same environment as the
 * API: the card provider's checkout script and frames when the cards go through Bancard, and the tile server of
 * MAP_STYLE_URL (its origin; the style's tiles and fonts are expected there).
 */
export interface ConfiguredParties {
  scripts: string[];
  frames: string[];
  connect: string[];
  images: string[];
}

const originOf = (url: string | undefined): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

export function configuredParties(env: Record<string, string | undefined>): ConfiguredParties {
  const cards = env.PAYMENT_PROVIDER_CARDS === 'bancard' ? originOf(env.BANCARD_BASE_URL || 'https://vpos.infonet.com.py:8888') : [];
  const map = originOf(env.MAP_STYLE_URL);
  return { scripts: cards, frames: cards, connect: [...cards, ...map], images: map };
}

const CONFIGURED = configuredParties(process.env);

/** A fresh value for the `nonce` of the scripts written into one document. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The remotes' origins, from remotes.json (name → manifest URL); entries that are not URLs are left out. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].sort();
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The host's documents (with `blog`, the origin of the external blog the shop's parameters configure): scripts only from the shop, the remotes' origins and the document's own nonce (the boot
 * script and the JSON it writes: remotes, manifests, session, page data); connections to the shop (the /api and
 * /socket.io proxies) and the remotes (their manifests); maplibre's worker from a blob; frames only from the shop
 * (the payment providers' sandbox pages, through /sandbox) and nobody but the shop may frame it.
 */
export function hostDocumentCsp(nonce: string, remotes: string[], parties: ConfiguredParties = CONFIGURED, blog: string | null = null): string {
  // the external blog the shop's parameters name (BLOG_API_URL): the footer reads its posts and shows their pictures
  const blogs = blog ? [blog] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes, ...RECAPTCHA_SCRIPTS, ...parties.scripts],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...MAPBOX, ...parties.images, ...blogs],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...MAPBOX, ...parties.connect, ...blogs],
    'worker-src': ["'self'", 'blob:', ...remotes],
    'frame-src': ["'self'", ...RECAPTCHA_FRAMES, ...parties.frames],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

/**
 * A remote's own documents (its standalone shell, served when it is opened directly): its own files, the API it
 * calls and the same rules for workers, frames and framing.
 */
export function remoteDocumentCsp(apiOrigin: string | null): string {
  const api = apiOrigin ? [apiOrigin] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...MAPBOX],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...MAPBOX],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

interface HeaderReply {
  header(name: string, value: string): unknown;
  hasHeader(name: string): boolean;
  getHeader(name: string): unknown;
}

/** Adds the common headers, and `csp()` as the policy of an HTML answer that has none yet. */
export function applySecurityHeaders(reply: HeaderReply, csp: () => string): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) reply.header(name, value);
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', csp());
}
