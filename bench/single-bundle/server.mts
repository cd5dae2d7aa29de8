// The single bundle's server (a measuring instrument, see ./rspack.config.mjs): the host server's composition
// without remotes. The same document (the host's, with its placeholders), the same server-drawn shell
// (host/dist-ssr/shell.cjs, the host's own server build), the same guard redirects and every app's first screen
// drawn by that app's renderer (catalog, checkout, account; content's answers its 404s), here built with this
// bundle's class names and called in-process instead of over `GET /__fragment`; the page's stylesheet is written into the document as the host server does with the
// fragment's. What differs from the federated document: no remotes.json or manifests in it, no preconnects (one
// origin), and the preload is the route owner's `pages` chunk of this bundle instead of its remoteEntry and pages.
//
//   npm run build && npm run build:single
//   HOST_PORT=6605 API_PORT=6610 npx tsx bench/single-bundle/server.mts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { type FragmentRenderer, isUndecided, isUnknownPath, type ServerFragment } from '../../platform/src/server/fragment-protocol';
import { hostDocument } from '../../platform/src/server/host-document';
import { composeDocument } from '../../platform/src/server/page-composer';
import { routeOf } from '../../platform/src/server/route-match';
import { readSession } from '../../platform/src/server/session-reader';
import { loadShellRenderer, type ShellAnswer } from '../../platform/src/server/shell-renderer';
import { ShopLayoutCache } from '../../platform/src/server/shop-layout-cache';
import { setStaticHeaders } from '../../platform/src/server/static-headers';

const here = path.dirname(fileURLToPath(import.meta.url));
const top = path.resolve(here, '..', '..');

export interface SingleBundleServerOptions {
  port: number;
  host?: string;
  apiUrl: string;
  /** The single bundle's build; default bench/single-bundle/dist. */
  root?: string;
}

/** The owners whose first screens the server draws, by the renderers built next to this bundle (dist-ssr/<owner>). */
function loadRenderers(root: string): Partial<Record<string, FragmentRenderer>> {
  const ssr = path.join(root, '..', 'dist-ssr');
  const load = createRequire(import.meta.url);
  return Object.fromEntries(
    (existsSync(ssr) ? readdirSync(ssr) : [])
      .map((owner) => [owner, path.join(ssr, owner, 'render.cjs')] as const)
      .filter(([, file]) => existsSync(file))
      .map(([owner, file]) => [owner, load(file) as FragmentRenderer]),
  );
}

/** The named chunk groups of the build (`catalog-pages` → its files). */
function readChunkGroups(root: string): Record<string, string[]> {
  const file = path.join(root, 'chunk-groups.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/** A stylesheet of this build as text for the document; `link` when it refers to other files; null when missing. */
function stylesheetText(root: string, href: string): string | 'link' | null {
  const file = path.join(root, href.replace(/^\//, ''));
  if (!href.startsWith('/') || !existsSync(file)) return null;
  const css = readFileSync(file, 'utf8');
  return /url\(/i.test(css) ? 'link' : css;
}

export async function startSingleBundleServer(opts: SingleBundleServerOptions) {
  const root = opts.root ?? path.join(here, 'dist');
  const app = Fastify({ logger: false });
  const shellDocument = hostDocument(root);
  shellDocument();
  const renderers = loadRenderers(root);
  const chunkGroups = readChunkGroups(root);
  const shellRenderer = loadShellRenderer(path.join(top, 'host', 'dist-ssr', 'shell.cjs'));
  const renderShell = shellRenderer?.renderShell ?? null;
  // the same shop layout data in the document as the federated host's (platform/src/server/host-server.ts)
  const loadShopLayout = shellRenderer?.loadShopLayout;
  const shopLayout = loadShopLayout ? new ShopLayoutCache((timeoutMs) => loadShopLayout(opts.apiUrl, timeoutMs)) : null;

  await app.register(fastifyHttpProxy, {
    upstream: opts.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: { rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }) },
  });
  await app.register(fastifyHttpProxy, { upstream: opts.apiUrl, prefix: '/sandbox', rewritePrefix: '/sandbox' });
  await app.register(fastifyHttpProxy, { upstream: opts.apiUrl, prefix: '/socket.io', rewritePrefix: '/socket.io', websocket: true });
  await app.register(fastifyCompress, { global: false, threshold: 1024 });

  async function pageDocument(url: string, cookie: string | undefined) {
    const [pathname = '/', search = ''] = url.split('?');
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = null;
    }
    const found = decoded === null ? undefined : routeOf(decoded);
    const owner = found?.built ? found.route.owner : undefined;
    const renderer = owner ? renderers[owner] : undefined;
    const [answer, session, layout] = await Promise.all([
      renderer ? renderer.render({ path: pathname, search: search ? `?${search}` : '', cookie, apiUrl: opts.apiUrl }) : null,
      renderShell ? readSession(opts.apiUrl, cookie) : { session: null, setCookie: [] as string[] },
      shopLayout ? shopLayout.get() : {},
    ]);
    const status = found?.built && !(answer && isUnknownPath(answer)) ? 200 : 404;
    const fragment: ServerFragment | null = answer && !isUnknownPath(answer) && !isUndecided(answer) ? answer : null;
    const inlineStyles = fragment ? fragment.styles.map((href) => stylesheetText(root, href)) : [];
    const drawn = fragment && owner && !inlineStyles.includes(null) ? fragment : null;
    let shell: ShellAnswer | null = null;
    try {
      shell = renderShell ? renderShell(url, session.session, drawn ? 'drawn' : 'none', layout) : null;
    } catch (error) {
      console.error('shell render failed', error);
    }
    if (shell && 'redirect' in shell) return { redirect: shell.redirect, setCookie: session.setCookie };
    const html = composeDocument({
      document: shellDocument(),
      remotes: {},
      manifests: {},
      preloadScripts: owner ? (chunkGroups[`${owner}-pages`] ?? []) : [],
      origins: [],
      shell: shell?.html ?? null,
      ...(session.session ? { session: session.session } : {}),
      layout,
      fragment: drawn && owner ? { ...drawn, owner, path: url, origin: `http://localhost:${opts.port}`, inlineStyles } : null,
    });
    return { status, html, setCookie: session.setCookie };
  }

  await app.register(fastifyStatic, { root, cacheControl: false, setHeaders: setStaticHeaders, index: false, wildcard: false, preCompressed: true });

  app.get('/*', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    const page = await pageDocument(req.url, req.headers.cookie);
    if (page.setCookie.length) reply.header('set-cookie', page.setCookie);
    if ('redirect' in page && page.redirect !== undefined) return reply.redirect(page.redirect, 302);
    return reply.status(page.status).compress(page.html);
  });

  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.HOST_PORT ?? 3000);
  await startSingleBundleServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
  });
  console.log(`un solo bundle escuchando en http://localhost:${port}`);
}
