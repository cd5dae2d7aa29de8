import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { blogOrigin } from '@botica/shared-contracts/content/blog';
import { VERSION_PATTERN } from '@botica/shared-contracts/releases/entities';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';
import { isNotIndexed, namesData, paths } from '@botica/shared-contracts/routes/route-table';
import { BOOT_REMOTES, REMOTE_NAMES } from '../apps';
import { composeEmbeds } from './embed-composer';
import { drawnPage, fetchFragment } from './fragment-client';
import { isUndecided, isUnknownPath } from './fragment-protocol';
import { type HostBuild, HostBuilds } from './host-builds';
import { composeDocument } from './page-composer';
import { ManifestCache, pageAssets, type RemoteManifest, remoteEndpoints, runtimeManifest, StylesheetCache } from './remote-assets';
import { routeOf } from './route-match';
import { readSession, SESSION_TIMEOUT_MS, type SessionAnswer } from './session-reader';
import { applySecurityHeaders, hostDocumentCsp, newNonce, remoteOrigins } from './security-headers';
import { firstScreens, timeRequests } from './metrics';
import { assign, hasCanary, newVisitor, versionedManifest, versionedRemotes, visitorCookie, visitorOf } from './release-assignment';
import { setReleaseHeaders } from './release-files';
import type { ReleaseRegistry } from './release-registry';
import { ServerTiming } from './server-timing';
import type { ShellAnswer } from './shell-renderer';
import { setStaticHeaders } from './static-headers';
import { currentTraceId, nameRequestSpan, tracedServerFactory, tracingOn, withTrace } from './tracing';

export interface HostServerOptions {
  root: string;
  port: number;
  host?: string;
  apiUrl: string;
  /** A remotes.json file to serve; when absent it is built from `remotes`. */
  remotesFile?: string;
  remotes: Record<string, string>;
  /** The host's server build of its shell; default `<root>/../dist-ssr/shell.cjs`. */
  shellFile?: string;
  /** The API runs its sandboxes (SANDBOX on): every page shows the test-environment notice. */
  sandbox?: boolean;
  /** Which version of each app shoppers get (decision 082); without it every app serves its base build. */
  releases?: ReleaseRegistry | null;
  /** The host's released versions (`<RELEASES_DIR>/host`), served at /v/<version>/ and drawn with their own shell. */
  releasesDir?: string;
}

/**
 * The connections to the API. Each new one looks its name up again: behind a name that several replicas share
 * (docker-compose --scale api=N), a connection that serves a bounded number of requests and closes when idle spreads
 * the load over the replicas, and over a replica started later, instead of staying with the first ones for good.
 */
const API_CONNECTIONS = { connections: 128, pipelining: 1, keepAliveTimeout: 4_000, maxRequestsPerClient: 25 };
/** Another connection tried by the API's proxy for an idempotent request whose connection the API closed under it. */
const API_RETRIES = 2;

/**
 * The label of a request in the metrics and its span's name: a document by its route-table pattern (`/producto/:codigo`,
 * `(sin página)` for a path with none), a static file as `(archivo)`; other routes keep Fastify's pattern.
 */
function documentRoute(url: string, fastifyRoute: string | undefined): string | undefined {
  if (fastifyRoute !== '/*') return fastifyRoute && /\.[a-z0-9]+$/i.test(fastifyRoute) ? '(archivo)' : fastifyRoute;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return '(sin página)';
  }
  return routeOf(pathname)?.route.path ?? '(sin página)';
}

/**
 * The host's production server: the shell, `/remotes.json` (no-cache, read on every request so moving a
 * remote is an edit of that file), `/api` and `/socket.io` proxied to the API, and the SPA document with
 * status 404 for paths with no page (see pageDocument).
 */
export async function startHostServer(opts: HostServerOptions) {
  // tracing on (OTEL_EXPORTER_OTLP_ENDPOINT, see tracing.ts): each document is a trace through the remotes and the API
  const app = Fastify({ logger: false, ...(tracingOn() ? { serverFactory: tracedServerFactory('host') } : {}) });
  timeRequests(app, documentRoute);
  // the base build and each released version of the host (decision 082)
  const builds = new HostBuilds({
    root: opts.root,
    shellFile: opts.shellFile ?? path.join(opts.root, '..', 'dist-ssr', 'shell.cjs'),
    apiUrl: opts.apiUrl,
    releasesDir: opts.releasesDir,
  });

  // The API rate-limits per client address: tell it who the shopper is (it trusts this only from loopback
  // or the addresses in its TRUST_PROXY). A GET or HEAD whose kept-alive connection was closed under it (an API
  // replica leaving in a rolling update) is sent again on another connection instead of answering 500.
  const toApi: FastifyHttpProxyOptions['replyOptions'] = {
    rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }),
    retriesCount: API_RETRIES,
  };
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    undici: API_CONNECTIONS,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: toApi,
  });
  // The API's sandbox console (outbox, pending payments); the API answers 404 there when SANDBOX=off, and the
  // console only to a client on its machine or with the operator password: it must know who the client is.
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    prefix: '/sandbox',
    rewritePrefix: '/sandbox',
    undici: API_CONNECTIONS,
    replyOptions: toApi,
  });
  // The operator's page (decision 082): the API answers it, behind the operator's login; it must know who the client is
  // (the login's attempts are limited per address).
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    prefix: '/operador',
    rewritePrefix: '/operador',
    undici: API_CONNECTIONS,
    replyOptions: toApi,
  });
  // The "Agregar al carrito" form of a server-drawn page, posted before the page's code has come (decisions 071, 075,
  // 079). The API owns the cart and answers it; the host only routes it.
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    undici: API_CONNECTIONS,
    prefix: paths.addToCart,
    rewritePrefix: '/api/cart/agregar',
    routes: ['/'],
    httpMethods: ['POST'],
    replyOptions: toApi,
  });
  // Category pictures live at the site's /categorias/{name}.png (spec 002 §2.11); the API keeps them with the others.
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    undici: API_CONNECTIONS,
    prefix: '/categorias',
    rewritePrefix: '/api/imagenes/categorias',
  });
  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    prefix: '/socket.io',
    rewritePrefix: '/socket.io',
    websocket: true,
  });

  const currentRemotes = (): Record<string, string> =>
    opts.remotesFile && existsSync(opts.remotesFile)
      ? (JSON.parse(readFileSync(opts.remotesFile, 'utf8')) as Record<string, string>)
      : opts.remotes;

  // nosniff and the referrer policy on every answer; an HTML answer without a policy of its own (the built
  // document served as a file) gets the documents' policy. Proxied API pages (the payment frames) keep theirs.
  app.addHook('onSend', async (_req, reply, payload) => {
    applySecurityHeaders(reply, () => hostDocumentCsp(newNonce(), remoteOrigins(currentRemotes())));
    return payload;
  });

  const releases = opts.releases ?? null;
  if (releases) app.addHook('onClose', async () => releases.stop());
  /**
   * The versions one visitor gets (decision 082): the registry's answer for their mark, which is made (and sent back
   * in a cookie) the first time a canary runs for them. No registry: every app's base build.
   */
  function visitOf(cookie: string | undefined) {
    const live = releases?.current() ?? {};
    let visitor = visitorOf(cookie);
    const setCookie: string[] = [];
    if (!visitor && hasCanary(live)) {
      visitor = newVisitor();
      setCookie.push(visitorCookie(visitor));
    }
    return { chosen: assign(live, visitor), setCookie };
  }

  // the remotes of the visitor's versions, as the document names them (a retry of a failed remote reads it again)
  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return versionedRemotes(currentRemotes(), visitOf(req.headers.cookie).chosen);
  });

  await app.register(fastifyCompress, { global: false, threshold: 1024 });
  const manifests = new ManifestCache();
  const stylesheets = new StylesheetCache();
  // a version that some visitors get from now on is read before their first document asks for it (its remote's server
  // also loads that version's renderer when its manifest is first read: remote-server.ts)
  releases?.onChange((live) => {
    const remotes = currentRemotes();
    for (const name of REMOTE_NAMES) {
      const channel = live[name as keyof LiveReleases];
      for (const version of [channel?.canario, channel?.estable]) {
        if (!version || !remotes[name]) continue;
        manifests.warm(remoteEndpoints({ [name]: versionedManifest(remotes[name], version) })[name]!);
      }
    }
  });

  /**
   * The document's session and the layout data of this shopper (the header's cart count, a customer's favourites
   * count), read while the page is drawn. An unknown session (the API did not answer) reads none: the browser asks.
   */
  async function sessionOf(
    read: Promise<SessionAnswer>,
    cookie: string | undefined,
    loadShopperLayout: HostBuild['loadShopperLayout'],
  ): Promise<SessionAnswer & { shopperLayout: Record<string, unknown> }> {
    const session = await read;
    const shopperLayout =
      session.session && loadShopperLayout ? await loadShopperLayout(opts.apiUrl, cookie, session.session, SESSION_TIMEOUT_MS).catch(() => ({})) : {};
    return { ...session, shopperLayout };
  }

  /**
   * The document of a page: the host's document with the shell, the owner's server-rendered page and the
   * preloads. Status 404 for a path the route table does not know, a route whose page is not built yet, and a
   * path its owner does not know (its fragment endpoint says so); the client shows the not-found view there. A path
   * that names data (an id or a token) takes its status from the owner's verdict on those data, however late the
   * drawing: 503 when the owner cannot tell, never a 200 for what may not exist.
   */
  async function pageDocument(
    url: string,
    cookie: string | undefined,
    nonce: string,
  ): Promise<{ status: number; html: string; csp: string; redirect?: undefined; setCookie: string[]; timing: string } | { redirect: string; setCookie: string[] }> {
    const [pathname = '/', search = ''] = url.split('?');
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = null;
    }
    const found = decoded === null ? undefined : routeOf(decoded);
    const owner = found?.built ? found.route.owner : undefined;
    // every chunk of a remote in this document comes from the one version the visitor gets: its manifest's
    const visit = visitOf(cookie);
    const remotes = versionedRemotes(currentRemotes(), visit.chosen);
    const build = builds.of(visit.chosen.host.version);
    const { renderShell, shopLayout } = build;
    const endpoints = remoteEndpoints(remotes);
    const ownerEndpoint = owner ? endpoints[owner] : undefined;
    const booting = [...new Set([...(owner ? [owner] : []), ...BOOT_REMOTES])].flatMap((name) => {
      const endpoint = endpoints[name];
      return endpoint ? [{ name, endpoint }] : [];
    });
    const needsVerdict = Boolean(found?.built && decoded !== null && namesData(found.route, decoded));
    const timing = new ServerTiming();
    // the session is read once, here: the owner's renderer draws for it instead of reading it again (fragment-session.ts)
    const sessionRead = readSession(opts.apiUrl, cookie);
    const [loaded, answer, session, shopData] = await Promise.all([
      timing.measure('manifests', Promise.all(booting.map(async ({ name, endpoint }) => ({ name, endpoint, manifest: await manifests.get(endpoint) })))),
      ownerEndpoint
        ? timing.measure('fragment', sessionRead.then(({ session }) => fetchFragment(ownerEndpoint, pathname, search ? `?${search}` : '', cookie, { verdict: needsVerdict, session })))
        : null,
      timing.measure('session', sessionOf(sessionRead, cookie, build.loadShopperLayout)),
      shopLayout ? timing.measure('layout', shopLayout.get()) : {},
    ]);
    // the shop's layout data are kept for every document: the shopper's own are added to a copy
    const layout = Object.keys(session.shopperLayout).length ? { ...shopData, ...session.shopperLayout } : shopData;
    // null is a page the owner knows and leaves to the browser; an owner that is not configured cannot tell either
    const undecided = !ownerEndpoint || (answer !== null && isUndecided(answer));
    const status = !found?.built || (answer && isUnknownPath(answer)) ? 404 : needsVerdict && undecided ? 503 : 200;
    // the other apps' fragments the owner's page embeds, drawn by their remotes for this page (embed-composer.ts)
    const ownPage = drawnPage(answer);
    const fragment =
      ownPage?.embeds?.length
        ? await timing.measure('embeds', composeEmbeds(ownPage, endpoints, { pathname, search: search ? `?${search}` : '' }, cookie, session.session, stylesheets))
        : ownPage;
    if (fragment?.renderMs !== undefined) timing.add('render', fragment.renderMs);
    const inlineStyles =
      fragment && ownerEndpoint ? await Promise.all(fragment.styles.map((style) => stylesheets.get(new URL(style, `${ownerEndpoint.internalOrigin}/`).toString()))) : [];
    const inline: Record<string, RemoteManifest> = {};
    const scripts: string[] = [];
    for (const { name, endpoint, manifest } of loaded) {
      if (!manifest) continue;
      inline[endpoint.manifestUrl] = runtimeManifest(manifest);
      if (name === owner) {
        const assets = pageAssets(manifest, endpoint.manifestUrl);
        scripts.push(...assets.scripts);
        // no stylesheet preloads: Chrome answers a later stylesheet for the same URL from a preload that failed,
        // so a remote that was down while the page loaded could not be retried without a reload; the runtime
        // requests these as soon as it reads the (written-in) manifest anyway
      }
    }
    // a page whose stylesheet cannot be had would paint unstyled: the browser builds that one itself
    const drawn = fragment && owner && ownerEndpoint && !inlineStyles.includes(null) ? fragment : null;
    // the drawn page's own code (its chunks, and what the manifest leaves out of the pages' expose) comes with the entry
    if (drawn && ownerEndpoint && inline[ownerEndpoint.manifestUrl]) {
      const origin = `${new URL(ownerEndpoint.manifestUrl).origin}/`;
      for (const src of drawn.scripts ?? []) {
        const href = new URL(src, origin).toString();
        if (!scripts.includes(href)) scripts.push(href);
      }
    }
    // an answer of null is a page its owner leaves to the browser by design; anything else not drawn fell back
    if (owner && status !== 404) firstScreens.inc({ remote: owner, outcome: drawn ? 'drawn' : ownerEndpoint && answer === null ? 'browser_only' : 'fallback' });
    if (fragment && !drawn) {
      const missing = fragment.styles.filter((_style, i) => inlineStyles[i] === null);
      console.warn(withTrace(`[host] ${pathname}: sin la hoja de estilos ${missing.join(', ')} de ${owner ?? '?'}, la página la dibuja el navegador`));
    }
    let shell: ShellAnswer | null = null;
    const shellStarted = performance.now();
    try {
      shell = renderShell ? renderShell(url, session.session, drawn ? 'drawn' : 'none', layout) : null;
    } catch (error) {
      app.log.error(error, 'shell render failed');
    }
    timing.add('shell', performance.now() - shellStarted);
    const setCookie = [...session.setCookie, ...visit.setCookie];
    if (shell && 'redirect' in shell) return { redirect: shell.redirect, setCookie };
    const html = composeDocument({
      document: build.document(),
      remotes,
      manifests: inline,
      preloadScripts: scripts,
      origins: [...new Set(booting.map(({ endpoint }) => new URL(endpoint.manifestUrl).origin))],
      shell: shell?.html ?? null,
      ...(session.session ? { session: session.session } : {}),
      layout,
      fragment: drawn && owner && ownerEndpoint ? { ...drawn, owner, path: url, origin: new URL(ownerEndpoint.manifestUrl).origin, inlineStyles } : null,
      nonce,
      noindex: status !== 200 || (found !== undefined && isNotIndexed(found.route)),
      sandbox: opts.sandbox,
    });
    // the external blog the parameters name is read by the footer in the browser (spec 002 §7): its origin only
    const blog = blogOrigin((layout as Record<string, unknown>)[catalogQueries.parameters()] as Record<string, unknown> | undefined);
    // the document's trace, when traced: the operator finds a slow document's trace by it (see server-timing.ts)
    const traceId = currentTraceId();
    if (traceId) timing.describe('trace', traceId);
    if (releases) {
      // the document is counted for the version of each app it names (the operator's shares, the canary's watch)
      releases.count('host', build.version);
      for (const name of REMOTE_NAMES) {
        if (remotes[name]) releases.count(name, visit.chosen[name].version, name === owner && answer !== null && isUndecided(answer));
      }
    }
    return { status, html, csp: hostDocumentCsp(nonce, remoteOrigins(remotes), undefined, blog), setCookie, timing: timing.header() };
  }

  await app.register(fastifyStatic, { root: opts.root, cacheControl: false, setHeaders: setStaticHeaders, index: false, wildcard: false, preCompressed: true });
  // the host's released versions, each made for /v/<version>/: immutable, read from disk as asked
  if (opts.releasesDir) {
    await app.register(fastifyStatic, {
      root: opts.releasesDir,
      prefix: '/v/',
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => {
        const [version = '', ...rest] = pathName.split('/').filter(Boolean);
        return VERSION_PATTERN.test(version) && !rest.some((segment) => segment.startsWith('.'));
      },
      setHeaders: setReleaseHeaders,
    });
  }

  app.get('/*', async (req, reply) => {
    nameRequestSpan('GET', documentRoute(req.url, '/*') ?? '/*');
    // lower case, as @fastify/compress writes it: it then does not add `accept-encoding` a second time
    reply.header('Cache-Control', 'no-cache').header('Vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    const page = await pageDocument(req.url, req.headers.cookie, newNonce());
    // the API renews an active session's cookie when it reads it: the shopper gets the renewed one
    if (page.setCookie.length) reply.header('set-cookie', page.setCookie);
    if (page.redirect !== undefined) return reply.redirect(page.redirect, 302);
    // the owner could not say whether the page exists: a crawler or a cache comes back, the shopper's browser draws it
    if (page.status === 503) reply.header('Retry-After', '5');
    return reply.status(page.status).header('Content-Security-Policy', page.csp).header('Server-Timing', page.timing).compress(page.html);
  });

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}
