import { expect, test, type APIRequestContext, type APIResponse } from './compose-test';
import { headers, registerPersona, unique } from '../support/access/access-data';
import { containersOf, customerReadyToOrder, docker, healthy, placeOrderRetrying, sql } from './compose-stack';

// The API scaled out (docker-compose up --scale api=N): every answer names its replica (X-Replica, the container's
// hostname); what one replica knows, the others know through PostgreSQL and Redis.
const SCALE = Number(process.env.COMPOSE_SCALE ?? 3);
const replicaOf = (res: APIResponse) => res.headers()['x-replica'] ?? '';

/** Sends `count` requests, `parallel` at a time (parallel requests open connections to several replicas). */
async function spread(count: number, parallel: number, send: () => Promise<APIResponse>) {
  const answers: APIResponse[] = [];
  for (let i = 0; i < count; i += parallel) answers.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, send))));
  return answers;
}
/** Sends requests, 6 at a time, until every replica has answered at least `each` of them (at most `rounds` rounds). */
async function untilEveryReplica(send: () => Promise<APIResponse>, each = 1, rounds = 40) {
  const answers: APIResponse[] = [];
  for (let round = 0; round < rounds; round++) {
    answers.push(...(await spread(6, 6, send)));
    const counts = tally(answers);
    if (counts.size >= SCALE && [...counts.values()].every((n) => n >= each)) break;
  }
  return answers;
}
const tally = (answers: APIResponse[]) => answers.reduce((m, r) => m.set(replicaOf(r), (m.get(replicaOf(r)) ?? 0) + 1), new Map<string, number>());

async function logIn(request: APIRequestContext) {
  const email = unique().email('replicas');
  await registerPersona(request, email, 'Clave1234');
  const login = await request.post('/api/customers/login', { headers, data: { mail: email, password: 'Clave1234' } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return email;
}

test('requests spread over every replica, and a session made on one is valid on all', async ({ request }) => {
  const running = containersOf('api').map((c) => c.id);
  expect(running).toHaveLength(SCALE);
  const email = await logIn(request);
  const answers = await untilEveryReplica(() => request.get('/api/clientes', { headers }), 3);
  const counts = tally(answers);
  console.log(`respuestas por réplica: ${JSON.stringify(Object.fromEntries(counts))}`);
  expect([...counts.keys()].sort()).toEqual([...running].sort());
  for (const res of answers) {
    expect(res.status(), replicaOf(res)).toBe(200);
    expect(((await res.json()) as { result: { email: string } }).result.email).toBe(email);
  }
});

/**
 * One replica's own answer to a login, asked inside its container (not through the host, whose kept connections may
 * bring many requests to the same replica): its HTTP status.
 */
function loginStatusOf(container: string, mail: string, password: string): number {
  const init = { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ mail, password }) };
  const script = `fetch('http://127.0.0.1:4000/api/customers/login', ${JSON.stringify(init)}).then((r) => console.log(r.status), () => console.log(0))`;
  return Number(docker('exec', container, 'node', '-e', script).trim());
}

test('the login limit counts the failures of every replica together', async ({ request }) => {
  const email = unique().email('limite');
  await registerPersona(request, email, 'Clave1234');
  const failures = await spread(5, 5, () => request.post('/api/customers/login', { headers, data: { mail: email, password: 'Equivocada1' } }));
  for (const res of failures) expect(res.status(), await res.text()).toBe(400);
  console.log(`fallos contados por: ${JSON.stringify(Object.fromEntries(tally(failures)))}`);
  // then, right password: every replica refuses, also those that saw none of the failures (each one asked itself)
  const refused = Object.fromEntries(containersOf('api').map((c) => [c.id, loginStatusOf(c.id, email, 'Clave1234')]));
  console.log(`cada réplica, con la contraseña correcta: ${JSON.stringify(refused)}`);
  expect(Object.keys(refused)).toHaveLength(SCALE);
  for (const [replica, status] of Object.entries(refused)) expect(status, replica).toBe(429);
});

test('a rating clears the catalogue cache of every replica', async ({ request }) => {
  await logIn(request);
  const listed = await request.get('/api/productos/top?p=1', { headers });
  const product = ((await listed.json()) as { results: { codigo: number }[] }).results[0]!;
  const read = () => request.get(`/api/productos/${product.codigo}`);
  const ratingOf = async (res: APIResponse) => ((await res.json()) as { result: { calificacion: { cantidad: number } } }).result.calificacion.cantidad;
  // every replica keeps the product's answer
  const before = await untilEveryReplica(read);
  expect(tally(before).size).toBe(SCALE);
  const counted = await ratingOf(before[0]!);
  for (const res of before) expect(await ratingOf(res)).toBe(counted);
  const rated = await request.post(`/api/calificaciones/agregar/${product.codigo}`, { headers, data: { puntaje: 5 } });
  expect(rated.ok(), await rated.text()).toBeTruthy();
  // at once, whichever replica answers: none keeps the old count
  const after = await untilEveryReplica(read);
  expect(tally(after).size).toBe(SCALE);
  for (const res of after) expect(await ratingOf(res), replicaOf(res)).toBe(counted + 1);
});

test('a replica killed while orders are placed: each order once, the stock never negative', async ({ request }) => {
  const { address, product } = await customerReadyToOrder(request);
  const stockBefore = Number(sql(`SELECT sum(existencia) FROM stock WHERE producto_codigo = ${product.codigo}`));
  // one prefix for the whole series (a clock read per key could tick between them, and the count below would miss those)
  const series = `muerta-${Date.now()}-`;
  const keys = Array.from({ length: 12 }, (_, i) => `${series}${i}`);
  const victim = containersOf('api')[0]!.id;
  const orders = Promise.all(keys.map((k, i) => new Promise((r) => setTimeout(r, i * 150)).then(() => placeOrderRetrying(request, k, address, product.codigo))));
  await new Promise((r) => setTimeout(r, 600));
  docker('kill', victim);
  const placed = await orders;
  console.log(`réplica ${victim} detenida a mitad; intentos por pedido: ${placed.map((p) => p.attempts).join(' ')}`);
  // each attempt is one order: none lost, none doubled, and the stock went down by exactly that
  expect(new Set(placed.map((p) => p.codigo)).size).toBe(keys.length);
  expect(Number(sql(`SELECT count(*) FROM order_requests WHERE clave LIKE 'c:%:${series}%' AND order_codigo IS NOT NULL`))).toBe(keys.length);
  expect(Number(sql(`SELECT min(existencia) FROM stock WHERE producto_codigo = ${product.codigo}`))).toBeGreaterThanOrEqual(0);
  expect(Number(sql(`SELECT sum(existencia) FROM stock WHERE producto_codigo = ${product.codigo}`))).toBe(stockBefore - keys.length);
  // the composition back to its replicas
  docker('start', victim);
  await healthy(victim);
});
