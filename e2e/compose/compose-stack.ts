import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { headers, registerPersona, unique } from '../support/access/access-data';
import { productsInStock } from '../support/checkout/checkout-data';

/** The composed shop under test (npm run test:compose composes it; see platform/scripts/test-compose.mjs). */
export const SHOP_URL = process.env.COMPOSE_SHOP_URL ?? 'http://localhost:3000';
/** The mail catcher's web page (Mailpit's, or docker/mail-catcher's). */
export const MAIL_URL = process.env.COMPOSE_MAIL_URL ?? 'http://localhost:8025';
/** docker-compose's project name and file. */
const PROJECT = process.env.COMPOSE_PROJECT_NAME ?? 'botica';

/** Runs docker-compose on the composition under test; its output. */
export function compose(...args: string[]): string {
  return execFileSync('docker-compose', ['-p', PROJECT, ...args], { encoding: 'utf8', cwd: process.env.COMPOSE_DIR ?? '..', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function docker(...args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Builds an image with BuildKit (the Dockerfiles cache npm's downloads with RUN --mount), with the client
 * npm run test:compose chose for it. */
export function dockerBuild(...args: string[]): string {
  return execFileSync(process.env.COMPOSE_BUILD_DOCKER ?? 'docker', ['build', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DOCKER_BUILDKIT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The running containers of a service: id (its hostname, which X-Replica names) and start time. */
export function containersOf(service: string): { id: string; started: string }[] {
  const filters = ['--filter', `label=com.docker.compose.project=${PROJECT}`, '--filter', `label=com.docker.compose.service=${service}`];
  const ids = docker('ps', '-q', '--no-trunc', ...filters).split('\n').filter(Boolean);
  return ids.map((full) => ({ id: full.slice(0, 12), started: docker('inspect', '--format', '{{.State.StartedAt}}', full).trim() }));
}

/** Waits until a container's health check passes again (after a restart). */
export async function healthy(id: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (docker('inspect', '--format', '{{.State.Health.Status}}', id).trim() === 'healthy') return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${id} no volvió a estar sano en ${timeoutMs / 1000} s`);
}

/** A SQL query on the composed PostgreSQL: its rows as psql prints them unaligned. */
export const sql = (query: string) => compose('exec', '-T', 'postgres', 'psql', '-U', 'botica', '-d', 'botica', '-tAc', query).trim();

/**
 * Places one cash order as the checkout screen does: one idempotency key per attempt, the same call sent again while
 * the answer is a gateway failure (502/503, no answer) because an API replica went away. Answers its code and the tries.
 */
export async function placeOrderRetrying(request: APIRequestContext, key: string, address: number, productoCodigo: number) {
  const form = new URLSearchParams({
    formaPagoCodigo: '1',
    detalles: JSON.stringify([{ productoCodigo, cantidad: 1, esRegalo: false }]),
    direccionCodigo: String(address),
    tipoEntrega: 'inmediata',
    bolsa: '0',
    oncologico: 'false',
    idempotencyKey: key,
  });
  for (let attempt = 1; ; attempt++) {
    const res = await request
      .post('/api/peticiones/web', { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, data: form.toString() })
      .catch(() => null);
    if (res && res.status() < 500) {
      expect(res.ok(), await res.text()).toBeTruthy();
      return { key, codigo: ((await res.json()) as { codigo: number }).codigo, attempts: attempt };
    }
    if (attempt === 8) throw new Error(`el pedido ${key} no se hizo en ${attempt} intentos (${res?.status() ?? 'sin respuesta'})`);
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
}

/** A logged-in new customer with a delivery address in Asunción, and products the engine sells there. */
export async function customerReadyToOrder(request: APIRequestContext, productCount = 1) {
  const email = unique().email('compuesta');
  await registerPersona(request, email, 'Clave1234');
  const login = await request.post('/api/customers/login', { headers, data: { mail: email, password: 'Clave1234' } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const created = await request.post('/api/direcciones', {
    headers,
    data: { nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', ubicacionCodigo: 9042, latitud: -25.2946, longitud: -57.5806, default: 'S' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const address = ((await created.json()) as { result: { codigo: number } }).result.codigo;
  const products = await productsInStock(request, { address }, productCount);
  return { email, address, product: products[0]!, products };
}
