import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CLIENTE_HEADER } from '@botica/shared-contracts/http/headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { readSessionToken, SESSION_COOKIE } from '../modules/auth/session-cookie.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public catalogue read: the same answer for every visitor, kept by the catalogue cache. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
  interface FastifyRequest {
    /** The cache key of a public read answered by its handler (to keep its answer), or null. */
    catalogCacheKey: string | null;
    /** The cache's generation when the request came in: an answer computed before a clear() is not kept. */
    catalogCacheGeneration: number;
    catalogCacheStarted: number;
  }
}

export interface CatalogCache {
  /** Forgets every kept answer here and, with REDIS_URL, in every other instance of the API. */
  clear(): void;
  /** How many answers are kept (for tests and diagnostics). */
  readonly size: number;
}

/** A body as sent: the JSON itself or compressed, with its own strong ETag. */
interface Representation {
  body: Buffer;
  etag: string;
  /**
   * Every header a visitor without session nor Origin gets with it, for a 200 and for a 304 (CORS, Cache-Control,
   * Vary, ETag, the security headers, type, encoding and length), taken from the reply that computed the answer;
   * null when that request was not such a visitor's. With them a hit is written before Fastify's routing and
   * hooks (see `answerPlain`).
   */
  plain: { ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders } | null;
}

type Coding = 'br' | 'gzip';

interface Entry {
  /** When the request that computed it came in (its data is at least that recent). */
  at: number;
  /** The serialised JSON, encoded once. */
  identity: Representation;
  /** Compressed once, after the answer is kept (bodies of COMPRESS_MIN_BYTES or more); until then the JSON is sent. */
  br?: Representation;
  gzip?: Representation;
}

/** The Redis channel on which instances tell each other to forget their catalogue answers. */
export const CATALOG_CACHE_CHANNEL = 'botica:catalog-cache';
/** Upper bound of the memory kept by one instance (the serialised JSON and its compressed copies). */
const MAX_BYTES = 64 * 1024 * 1024;
/** Answers being recomputed in the background at once, at most (the rest keep being served until their bound). */
const MAX_REFRESHES = 4;
/** Marks the instance's own background refresh (its value is the instance's random id, unknown outside). */
const REFRESH_HEADER = 'x-botica-catalog-refresh';
/** Smaller bodies are sent as they are (the same threshold as @fastify/compress). */
const COMPRESS_MIN_BYTES = 1024;
const PUBLIC = 'public, no-cache';
const PRIVATE = 'private, no-cache';

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Test payment discounts are shown to testers only: their answers are theirs, never kept nor served from the cache. */
const personal = (request: FastifyRequest) => Boolean(request.customer?.esTester);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Quality 5: a tenth of quality 11's time for a few percent more bytes; done once per kept answer. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** The ETag of a compressed representation: a different body, so a different strong validator. */
const codedEtag = (etag: string, coding: Coding) => `${etag.slice(0, -1)}-${coding}"`;

/** `Accept-Encoding` on top of what Vary already says (CORS puts `Origin` there). */
function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (!list.toLowerCase().split(',').some((v) => v.trim() === name.toLowerCase())) reply.header('Vary', list ? `${list}, ${name}` : name);
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

const CLIENTE = CLIENTE_HEADER.toLowerCase();
/**
 * A visitor whose answer cannot depend on who asks: no Origin (CORS headers depend on it), no session (testers,
 * the session's sliding expiry) — any cookie named like the session's counts as one.
 */
const plainVisitor = (headers: IncomingMessage['headers']) =>
  headers.origin === undefined && headers[CLIENTE] === undefined && !(headers.cookie !== undefined && headers.cookie.includes(`${SESSION_COOKIE}=`));

/**
 * The headers of this reply as every plain visitor gets them (the earlier onSend hooks, security headers
 * included, have run), or null when the request was not a plain visitor's or the reply sets a cookie.
 */
function plainHeaders(request: FastifyRequest, reply: FastifyReply, body: Buffer): Representation['plain'] {
  if (!plainVisitor(request.headers) || readSessionToken(request) !== undefined || reply.hasHeader('set-cookie')) return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = typeof value === 'number' ? String(value) : value;
  }
  // Fastify answers a 304 with the same headers and an empty body.
  return { ok: { ...headers, 'content-length': String(body.byteLength) }, notModified: { ...headers, 'content-length': '0' } };
}

/** The same answer compressed: its headers are the JSON's with the encoding, the ETag and the length of its own. */
function coded(identity: Representation, coding: Coding, body: Buffer): Representation {
  const etag = codedEtag(identity.etag, coding);
  const plain = identity.plain && {
    ok: { ...identity.plain.ok, etag, 'content-encoding': coding, 'content-length': String(body.byteLength) },
    notModified: { ...identity.plain.notModified, etag },
  };
  return { body, etag, plain };
}

const representations = (e: Entry) => [e.identity, e.br, e.gzip].filter((r): r is Representation => r !== undefined);

/**
 * The catalogue cache (docs/decisions/046-the-catalogue-under-load.md): routes marked `config: { publicCache: true }`
 * answer GETs from the serialised JSON kept per URL, never older than CATALOG_CACHE_SECONDS (counted from when its
 * data was read; past half that age it is recomputed in the background while still served), with an ETag (a
 * matching `If-None-Match` gets 304) and `Cache-Control: public, no-cache` (browsers and proxies revalidate each time).
 * `app.catalogCache.clear()` (ratings do it) empties it here and, through Redis, in every instance; anything else
 * (stock sold by other instances, an import written to the database) shows after at most CATALOG_CACHE_SECONDS.
 * Kept answers of 1 KB or more are also compressed once (br, gzip) and sent so to clients whose Accept-Encoding
 * asks for it (`Vary: Accept-Encoding`). A visitor without session nor Origin gets a kept answer straight from the
 * server's request event, with the headers Fastify's hooks gave the answer when it was computed: no routing, hooks
 * nor reply objects per hit. CATALOG_CACHE_SECONDS=0 turns it off.
 */
export default fp(
  async (app: FastifyInstance) => {
    const ttl = app.config.CATALOG_CACHE_SECONDS * 1000;
    const entries = new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      // bodies, and about 1 KB of headers and bookkeeping per representation
      sizeCalculation: (e) => representations(e).reduce((bytes, r) => bytes + r.body.byteLength + 1024, 0),
    });
    // Clients send a handful of distinct Accept-Encoding values; the negotiated coding is remembered per value.
    const codings = new Negotiator<Coding>({ supportedValues: ['br', 'gzip'], cache: new LRUCache<string, string>({ max: 256 }) });
    /** The representation a client asked for: compressed when its Accept-Encoding allows it and it is ready. */
    const chosen = (entry: Entry, acceptEncoding: string | undefined): { representation: Representation; coding: Coding | null } => {
      const coding = acceptEncoding && entry.br ? codings.negotiate(acceptEncoding) : null;
      const representation = coding ? entry[coding] : undefined;
      return representation ? { representation, coding } : { representation: entry.identity, coding: null };
    };
    /** Adds the compressed bodies to a kept answer, unless it was replaced or forgotten meanwhile. */
    const compress = async (key: string, entry: Entry) => {
      const [br, gz] = await Promise.all([brotli(entry.identity.body, BROTLI_OPTIONS), gzipped(entry.identity.body)]);
      if (entries.peek(key) !== entry) return;
      entries.set(key, { ...entry, br: coded(entry.identity, 'br', br), gzip: coded(entry.identity, 'gzip', gz) });
    };
    const instance = randomUUID();
    const refreshing = new Set<string>();
    /** Recomputes an answer through the app itself (same hooks, handler and serialisation), without a client waiting. */
    const refresh = (key: string) => {
      if (refreshing.has(key) || refreshing.size >= MAX_REFRESHES) return;
      refreshing.add(key);
      void app
        .inject({ method: 'GET', url: key, headers: { [REFRESH_HEADER]: instance } })
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
    };
    let closing = false;
    const logHits = ['trace', 'debug', 'info'].includes(app.log.level);
    /** Answers a plain visitor's GET of a kept, fresh answer straight from Node's request event; false: Fastify answers. */
    const answerPlain = (req: IncomingMessage, res: ServerResponse): boolean => {
      if (closing || req.method !== 'GET' || req.url === undefined || !plainVisitor(req.headers)) return false;
      const hit = entries.get(req.url);
      if (!hit) return false;
      const age = Date.now() - hit.at;
      if (age >= ttl) return false;
      const { plain, body, etag } = chosen(hit, req.headers['accept-encoding']).representation;
      if (!plain) return false;
      // Past half its life the answer is recomputed in the background; until its bound it is still served.
      if (age >= ttl / 2) refresh(req.url);
      const status = matches(req.headers['if-none-match'], etag) ? 304 : 200;
      if (status === 304) {
        res.writeHead(304, plain.notModified);
        res.end();
      } else {
        res.writeHead(200, plain.ok);
        res.end(body);
      }
      // Fastify's request log does not see these answers: one line of their own where it would have logged.
      if (logHits) app.log.info({ req: { method: 'GET', url: req.url }, res: { statusCode: status } }, 'respuesta del catálogo desde la caché');
      return true;
    };
    if (ttl > 0) {
      // Fastify's request listener is wrapped, not replaced: everything but a plain visitor's hit goes through it.
      const [fastifyListener, ...others] = app.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      if (fastifyListener && others.length === 0) {
        app.server.removeListener('request', fastifyListener);
        app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
          if (!answerPlain(req, res)) fastifyListener.call(app.server, req, res);
        });
      }
      app.addHook('preClose', async () => {
        closing = true;
      });
    }
    let generation = 0;
    const forget = () => {
      generation++;
      entries.clear();
    };
    const subscriber = app.redis && ttl > 0 ? app.redis.duplicate() : null;
    if (subscriber) {
      subscriber.on('message', (channel, message) => {
        if (channel === CATALOG_CACHE_CHANNEL && message !== instance) forget();
      });
      subscriber.on('error', (err) => app.log.warn({ err: err.message }, 'caché del catálogo: Redis no disponible'));
      await subscriber.subscribe(CATALOG_CACHE_CHANNEL).catch((err: Error) => app.log.warn({ err: err.message }, 'caché del catálogo: sin suscripción'));
      app.addHook('onClose', async () => {
        await subscriber.unsubscribe().catch(() => undefined);
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }

    app.decorate('catalogCache', {
      clear() {
        forget();
        if (app.redis && ttl > 0) void app.redis.publish(CATALOG_CACHE_CHANNEL, instance).catch(() => undefined);
      },
      get size() {
        return entries.size;
      },
    } satisfies CatalogCache);
    app.decorateRequest('catalogCacheKey', null);
    app.decorateRequest('catalogCacheGeneration', 0);
    app.decorateRequest('catalogCacheStarted', 0);

    // After the session hook (registered before): request.customer is known here.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.publicCache || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      if (personal(request)) {
        reply.header('Cache-Control', PRIVATE);
        return;
      }
      reply.header('Cache-Control', PUBLIC);
      if (ttl <= 0) return;
      // Kept answers are sent compressed to clients that ask for it.
      addVary(reply, 'Accept-Encoding');
      const now = Date.now();
      const hit = request.headers[REFRESH_HEADER] === instance ? undefined : entries.get(request.url);
      const age = hit ? now - hit.at : Infinity;
      if (!hit || age >= ttl) {
        request.catalogCacheKey = request.url;
        request.catalogCacheGeneration = generation;
        request.catalogCacheStarted = now;
        return;
      }
      // Past half its life the answer is recomputed in the background; until its bound it is still served.
      if (age >= ttl / 2) refresh(request.url);
      const { representation, coding } = chosen(hit, request.headers['accept-encoding']);
      reply.header('ETag', representation.etag);
      if (matches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (coding) reply.header('Content-Encoding', coding);
      return reply.send(representation.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.catalogCacheKey;
      if (key === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = etagOf(payload);
      reply.header('ETag', etag);
      if (request.catalogCacheGeneration === generation) {
        const body = Buffer.from(payload);
        const entry: Entry = { at: request.catalogCacheStarted, identity: { body, etag, plain: plainHeaders(request, reply, body) } };
        entries.set(key, entry);
        if (body.byteLength >= COMPRESS_MIN_BYTES) compress(key, entry).catch((err: Error) => app.log.warn({ err: err.message }, 'caché del catálogo: sin compresión'));
      }
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'catalog-cache', dependencies: ['auth', 'rate-limit'] },
);
