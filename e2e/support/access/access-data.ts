import type { APIRequestContext } from '@playwright/test';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import { ports } from '../ports';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let counter = 0;

/** Data unique to this run, so specs never collide with earlier runs on a kept database. */
export function unique() {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 10 + counter;
  return {
    email: (prefix: string) => `${prefix}.${run}.${counter}@e2e.test`,
    document: String(3_000_000 + (n % 6_000_000)),
    phone: `098${String(n % 10)}-${String(n).padStart(6, '0').slice(-6)}`,
    ruc: `${80_000_000 + (n % 9_000_000)}-${n % 10}`,
  };
}

export const DEMO_PASSWORD = 'Demo1234';
export const headers = { Authorization: APP_AUTHORIZATION };

/**
 * The API itself (the host's proxy would name every test's address 127.0.0.1); E2E_API_URL: a composition whose
 * API publishes no port, reached through its host.
 */
const API_ORIGIN = process.env.E2E_API_URL ?? `http://localhost:${ports.api}`;
let shopper = 0;

/**
 * An address of its own for each customer the suite creates, told to the API as its trusted proxy (loopback)
 * would: the sign-up limit per address (spec: rate limits) then counts each test shopper apart, as real shoppers
 * on their own connections are, instead of the whole suite's sign-ups from one address.
 */
function ownAddress(): Record<string, string> {
  shopper += 1;
  return { 'x-forwarded-for': `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(shopper % 250) + 1}` };
}

/**
 * Registers a persona through the API (the same call the sign-up page makes), accepts the terms as the
 * dialog would, and forgets its cookie. `apiOrigin`: another API than the stack's (a spec's own API).
 */
export async function registerPersona(request: APIRequestContext, email: string, password = 'Clave1234', apiOrigin = API_ORIGIN) {
  const data = unique();
  const response = await request.post(`${apiOrigin}/api/clientes/registro`, {
    headers: { ...headers, ...ownAddress() },
    data: {
      tipo: 'persona',
      opcion: 0,
      documentType: 'ci',
      document: data.document,
      firstName: 'Prueba',
      lastName: 'Recuperación',
      email,
      phone: data.phone,
      password,
      passwordConfirmation: password,
    },
  });
  if (!response.ok()) throw new Error(`registro falló: ${response.status()} ${await response.text()}`);
  // the session cookie belongs to `localhost` whatever the port: the calls through the host carry it as well
  const terms = await request.put(`${apiOrigin}/api/clientes/terminos-y-condiciones`, { headers });
  if (!terms.ok()) throw new Error(`términos: ${terms.status()}`);
  await request.post(`${apiOrigin}/api/customers/logout`, { headers });
}

interface OutboxMessage {
  canal: string;
  destino: string;
  asunto?: string | null;
  cuerpo: string;
  enlace?: string | null;
}

/** The sandbox outbox (JSON) for one destination, newest first. */
export async function outboxFor(request: APIRequestContext, destino: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`);
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
  const body = (await response.json()) as { results?: OutboxMessage[] } | OutboxMessage[];
  return Array.isArray(body) ? body : (body.results ?? []);
}

/** The first link to this shop found in a message (its `enlace`, else its body). */
export function linkIn(message: OutboxMessage, path: string): string {
  const candidates = [message.enlace ?? '', ...(message.cuerpo.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
  const found = candidates.find((c) => c.includes(path));
  if (!found) throw new Error(`sin enlace ${path} en: ${message.cuerpo}`);
  return new URL(found).pathname;
}
