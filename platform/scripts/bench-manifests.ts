// What the host's server pays per document to never write a stale manifest (decision 044): each document asks each
// remote it boots with again, conditionally. Serves a built remote (remote-catalog/dist by default, BENCH_REMOTE_DIST)
// on BENCH_MANIFEST_PORT (default 5540) and prints, per manifest and document: a revalidation answered 304, a full
// fetch and parse (a redeployed manifest), and the in-memory copy the previous 10 s cache gave.
//   npm run bench:manifests
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ManifestCache } from '../src/server/remote-assets';
import { startRemoteServer } from '../src/server/remote-server';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = process.env.BENCH_REMOTE_DIST ? path.resolve(process.env.BENCH_REMOTE_DIST) : path.join(top, 'remote-catalog', 'dist');
const port = Number(process.env.BENCH_MANIFEST_PORT ?? 5540);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const server = await startRemoteServer({ root, port });
const origin = `http://127.0.0.1:${port}`;
const endpoint = { manifestUrl: `${origin}/mf-manifest.json`, internalOrigin: origin };

async function measure(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const revalidating = new ManifestCache();
const kept = await revalidating.get(endpoint);
const revalidation = await measure(() => revalidating.get(endpoint));
const full = await measure(async () => (await fetch(endpoint.manifestUrl, { headers: { 'cache-control': 'no-cache' } })).json());
const inMemory = await measure(async () => kept);
const size = JSON.stringify(kept).length;

console.log(`Manifiesto de ${path.relative(top, root)} (${(size / 1024).toFixed(1)} KiB de JSON), ${ROUNDS} documentos, loopback:`);
console.log('| por documento y remoto | mediana | p95 |');
console.log('| --- | --- | --- |');
console.log(`| revalidación condicional (304) | ${ms(at(revalidation, 0.5))} | ${ms(at(revalidation, 0.95))} |`);
console.log(`| descarga y lectura completas (200) | ${ms(at(full, 0.5))} | ${ms(at(full, 0.95))} |`);
console.log(`| copia en memoria (la caché de 10 s de antes) | ${ms(at(inMemory, 0.5))} | ${ms(at(inMemory, 0.95))} |`);
console.log(`respuestas del remoto: ${JSON.stringify(revalidating.stats)}`);
await server.close();
