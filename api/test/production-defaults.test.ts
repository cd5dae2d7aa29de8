import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import { checkProductionSettings, ConfigError, loadConfig } from '../src/config.js';
import { testApp } from './helpers.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiDir, '..', 'node_modules', '.bin', 'tsx');

/** Runs the API's entry point with exactly these settings; what it printed and how it ended. */
function runServer(env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const keep = Object.fromEntries(Object.entries(process.env).filter(([k]) => ['PATH', 'HOME', 'TMPDIR', 'NODE_EXTRA_CA_CERTS'].includes(k)));
    const child = spawn(tsx, ['src/server.ts'], { cwd: apiDir, env: { ...keep, DATA_DIR: 'memory://', LOG_LEVEL: 'warn', API_PORT: '0', ...env } });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`la API no terminó en ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('production defaults', () => {
  it('keeps the sandboxes off unless SANDBOX is set on', () => {
    expect(loadConfig({}).SANDBOX).toBe(false);
    expect(loadConfig({ SANDBOX: '' }).SANDBOX).toBe(false);
    expect(loadConfig({ SANDBOX: 'on' }).SANDBOX).toBe(true);
    expect(loadConfig({ SANDBOX: 'off' }).SANDBOX).toBe(false);
  });

  it('is production unless told otherwise, and production asks for both secrets by name', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(() => checkProductionSettings(loadConfig({}))).toThrow(ConfigError);
    expect(() => checkProductionSettings(loadConfig({ SESSION_SECRET: 's' }))).toThrow(/sin PAYMENT_CALLBACK_SECRET:/);
    expect(() => checkProductionSettings(loadConfig({ PAYMENT_CALLBACK_SECRET: 'p' }))).toThrow(/sin SESSION_SECRET:/);
    expect(() => checkProductionSettings(loadConfig({ SESSION_SECRET: 's', PAYMENT_CALLBACK_SECRET: 'p' }))).not.toThrow();
    expect(() => checkProductionSettings(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('refuses to start in production without SESSION_SECRET, in one line naming it', async () => {
    const { code, stderr } = await runServer({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: 'x'.repeat(32) });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^La API no arranca en producción \(NODE_ENV=production\) sin SESSION_SECRET: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});

describe('the sandbox console off this machine', () => {
  let app: FastifyInstance;
  const PASSWORD = 'clave-del-operador';
  const basic = (password: string) => `Basic ${Buffer.from(`operador:${password}`).toString('base64')}`;
  const remote = '203.0.113.7';
  beforeAll(async () => {
    app = await testApp({ SEED: false, SANDBOX: true, SANDBOX_PASSWORD: PASSWORD, REPLICA_NAME: 'api-7' });
  });
  afterAll(async () => app?.close());

  const consoleRequests = [
    { method: 'GET', url: '/sandbox' },
    { method: 'GET', url: '/api/sandbox/outbox' },
    { method: 'POST', url: '/api/sandbox/notificaciones', payload: { email: 'nadie@correo.test', titulo: 'x', mensaje: 'y' } },
    { method: 'POST', url: '/sandbox/pagos/links', payload: { pedido: '1' } },
  ] as const;

  it('asks a remote client for the operator password, and a proxied one too', async () => {
    for (const req of consoleRequests) {
      const app_ = req.url.startsWith('/api/') && req.method === 'POST' ? { authorization: APP_AUTHORIZATION } : {};
      const tries = [app_, { ...app_, 'x-sandbox-password': 'otra' }, app_.authorization ? { ...app_, 'x-sandbox-password': '' } : { authorization: basic('otra') }];
      for (const headers of tries) {
        const res = await app.inject({ ...req, remoteAddress: remote, headers });
        expect(res.statusCode, `${req.method} ${req.url}`).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Basic realm="Consola de pruebas"/);
        expect(res.json().errors[0].msg).toBe('La consola de pruebas solo responde en esta máquina o con la contraseña de operador.');
      }
    }
    // the host's proxy on loopback tells the API the shopper's address
    const proxied = await app.inject({ method: 'GET', url: '/api/sandbox/outbox', headers: { 'x-forwarded-for': remote } });
    expect(proxied.statusCode).toBe(401);
  });

  it('answers the operator password from anywhere, and loopback without one', async () => {
    const withPassword = await app.inject({ method: 'GET', url: '/api/sandbox/outbox', remoteAddress: remote, headers: { authorization: basic(PASSWORD) } });
    expect(withPassword.statusCode).toBe(200);
    expect(withPassword.json().ok).toBe(true);
    const page = await app.inject({ method: 'GET', url: '/sandbox', remoteAddress: remote, headers: { authorization: basic(PASSWORD) } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bandeja de salida');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/sandbox/notificaciones',
      remoteAddress: remote,
      headers: { authorization: APP_AUTHORIZATION, 'x-sandbox-password': PASSWORD },
      payload: { email: 'nadie@correo.test', titulo: 'Hola', mensaje: 'Prueba' },
    });
    expect(sent.statusCode).not.toBe(401);
    const local = await app.inject({ method: 'GET', url: '/api/sandbox/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it("leaves the simulated payment providers' pages to the shopper", async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/pagos/checkout/no-existe', remoteAddress: remote });
    expect(res.statusCode).not.toBe(401);
  });

  it('names its replica on every answer', async () => {
    for (const url of ['/api/health', '/api/no-existe', '/api/sandbox/outbox']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: remote });
      expect(res.headers['x-replica'], url).toBe('api-7');
    }
  });
});

describe('the console without an operator password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED: false, SANDBOX: true, SANDBOX_PASSWORD: undefined });
  });
  afterAll(async () => app?.close());

  it('answers loopback only, whatever password is sent', async () => {
    const auth = `Basic ${Buffer.from('operador:').toString('base64')}`;
    const res = await app.inject({ method: 'GET', url: '/api/sandbox/outbox', remoteAddress: '198.51.100.2', headers: { authorization: auth } });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/outbox' })).statusCode).toBe(200);
  });
});
