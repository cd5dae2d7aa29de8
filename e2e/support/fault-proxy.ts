import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

/**
 * What a remote does wrong, as its server answers both the host's server (manifest, first screen) and the browser:
 *  - down: nothing listens on its port;
 *  - hanging: it accepts every request and never answers;
 *  - manifest500: its mf-manifest.json answers 500 (the rest is served);
 *  - throws: it serves a build whose page components throw while rendering (and its first screen fails with 500,
 *    as a server renderer that throws does);
 *  - stale: its manifest and entry name chunks that are gone (404), as after a deploy that removed them;
 *  - slow: its entry and its first screen answer 3 s late (the rest at once).
 */
export type Fault = 'down' | 'hanging' | 'manifest500' | 'throws' | 'stale' | 'slow';
export const SLOW_MS = 3000;

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * A remote's public address: it forwards to the remote's real server, or misbehaves as the test says (`set`).
 * The copy's remotes.json names this address, so the host's server and the browser both go through it.
 */
export class FaultProxy {
  private fault: Fault | null = null;
  private server: http.Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Requests by path (pathname), since the last `resetCounts`. */
  readonly counts = new Map<string, number>();

  /**
   * @param port the public port
   * @param target the remote's real origin, e.g. http://127.0.0.1:7111
   * @param faultyRoot a build of the same remote whose pages throw while rendering (served in `throws`)
   */
  constructor(
    readonly port: number,
    private readonly target: string,
    private readonly faultyRoot: string,
  ) {}

  get origin() {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = http.createServer((req, res) => this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Starts a fault (null: the remote is healthy again). Open connections of the previous state are cut. */
  async set(fault: Fault | null): Promise<void> {
    this.fault = fault;
    if (fault === 'down') return this.stop();
    for (const socket of this.sockets) socket.destroy();
    await this.start();
  }

  resetCounts() {
    this.counts.clear();
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.target);
    this.counts.set(url.pathname, (this.counts.get(url.pathname) ?? 0) + 1);
    const isEntry = /^\/remoteEntry(\.[0-9a-f]+)?\.js$/.test(url.pathname);
    switch (this.fault) {
      case 'hanging':
        return; // never answered; the socket is cut when the fault ends
      case 'manifest500':
        if (url.pathname === '/mf-manifest.json') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('error');
        break;
      case 'stale':
        if (url.pathname.startsWith('/static/')) return void res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
        break;
      case 'throws':
        if (url.pathname === '/__fragment') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('error');
        return this.serveFaulty(url.pathname, res);
      case 'slow':
        if (isEntry || url.pathname === '/__fragment') {
          const timer = setTimeout(() => this.forward(req, res, url), SLOW_MS);
          req.socket.once('close', () => clearTimeout(timer));
          return;
        }
        break;
      default:
        break;
    }
    this.forward(req, res, url);
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  }

  private serveFaulty(pathname: string, res: http.ServerResponse) {
    const file = path.join(this.faultyRoot, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(this.faultyRoot) || !existsSync(file) || !statSync(file).isFile()) {
      return void res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  }
}
