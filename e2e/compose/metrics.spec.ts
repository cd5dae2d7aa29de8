import { expect, test } from './compose-test';

// Prometheus in the composition (docker/prometheus, decision 080): it finds every API replica through Docker's DNS and
// every app server's metrics port, reads them all, and has the shop's alert rules loaded.
const PROMETHEUS = process.env.COMPOSE_PROMETHEUS_URL ?? 'http://127.0.0.1:9090';
const SCALE = Number(process.env.COMPOSE_SCALE ?? 3);

interface Target {
  labels: Record<string, string>;
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

test('Prometheus scrapes every API replica and every app server, with the alert rules loaded', async ({ request }) => {
  // its first scrape comes within one interval (15 s) of the targets being found
  let targets: Target[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${PROMETHEUS}/api/v1/targets?state=active`);
        if (!res.ok()) return `Prometheus respondió ${res.status()}`;
        targets = ((await res.json()) as { data: { activeTargets: Target[] } }).data.activeTargets;
        const up = (job: string) => targets.filter((t) => t.labels.job === job && t.health === 'up').length;
        return `api ${up('api')}, apps ${up('apps')}`;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(`api ${SCALE}, apps 5`);
  expect(new Set(targets.filter((t) => t.labels.job === 'apps').map((t) => t.labels.app))).toEqual(new Set(['host', 'catalog', 'checkout', 'account', 'content']));

  // what a scrape brought: requests of every replica, first screens of the host
  const query = async (promql: string) => {
    const res = await request.get(`${PROMETHEUS}/api/v1/query`, { params: { query: promql } });
    expect(res.ok(), await res.text()).toBeTruthy();
    return ((await res.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } }).data.result;
  };
  await request.get('/');
  await expect.poll(async () => (await query('count(count by (instance) (http_request_duration_seconds_count{job="api"}))'))[0]?.value[1], { timeout: 60_000 }).toBe(String(SCALE));
  await expect.poll(async () => (await query('sum(botica_first_screens_total)')).length, { timeout: 60_000 }).toBe(1);

  const rules = await request.get(`${PROMETHEUS}/api/v1/rules`);
  const names = ((await rules.json()) as { data: { groups: { rules: { name: string }[] }[] } }).data.groups.flatMap((g) => g.rules.map((r) => r.name));
  expect(names).toEqual(expect.arrayContaining(['SifenRechaza', 'PrimerasPantallasAlNavegador', 'Errores5xx', 'ProveedorDePagosCallado']));
});
