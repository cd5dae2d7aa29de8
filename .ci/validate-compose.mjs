// Checks docker-compose.yml without a Docker engine: `docker compose config -q` when the compose plugin
// exists, and always a structural check (services, each app's own Dockerfile and what it copies, build targets,
// dependencies, ports).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(top, 'docker-compose.yml');
const problems = [];

try {
  execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
  execFileSync('docker', ['compose', '-f', file, 'config', '-q'], { stdio: 'inherit' });
  console.log('docker compose config -q: correcto');
} catch {
  console.log('docker compose no está disponible: se valida solo la estructura del archivo');
}

let parse;
try {
  ({ parse } = await import('yaml'));
} catch {
  console.log('El paquete yaml no está instalado: no se valida docker-compose.yml');
  process.exit(0);
}
// ${NAME:-default} and ${NAME} as docker-compose reads them with nothing set: the defaults are what is checked
const interpolated = readFileSync(file, 'utf8').replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_m, _name, fallback) => fallback ?? '');
const doc = parse(interpolated, { merge: true });
const services = doc?.services ?? {};
const required = ['postgres', 'redis', 'mailpit', 'api', 'host', 'catalog', 'checkout', 'account', 'content'];
for (const name of required) if (!services[name]) problems.push(`falta el servicio ${name}`);

/** A Dockerfile's stages and instructions (continuation lines joined, comments dropped). */
function readDockerfile(file) {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1] ?? null, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}
// Each app's image is built from its own folder's Dockerfile: the files it copies exist, it installs no
// development dependencies and runs compiled JavaScript as a user other than root.
const APP_FOLDERS = { api: 'api', host: 'host', catalog: 'remote-catalog', checkout: 'remote-checkout', account: 'remote-account', content: 'remote-content' };
const stagesOf = new Map();
for (const [name, service] of Object.entries(services)) {
  if (!service.build) continue;
  const context = path.join(top, service.build.context ?? '.');
  const file = path.join(context, service.build.dockerfile ?? 'Dockerfile');
  if (!existsSync(file)) continue;
  const stages = readDockerfile(file);
  stagesOf.set(name, stages);
  for (const stage of stages) {
    for (const line of stage.lines.filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l))) {
      const sources = line.split(/\s+/).slice(1).filter((w) => !w.startsWith('--')).slice(0, -1);
      for (const src of sources) if (!existsSync(path.join(context, src))) problems.push(`${name}: ${path.relative(top, file)} copia ${src}, que no existe`);
    }
  }
  const folder = APP_FOLDERS[name];
  if (!folder) continue;
  // a file name of its own (<folder>/<app>.Dockerfile): Docker 20.10 with BuildKit keeps one synced copy per file name
  // and build context, refreshed only when its size or time changes, and three same-sized files all named Dockerfile,
  // checked out at one moment, built one app's image three times (decision 063)
  const own = path.join(folder, `${name}.Dockerfile`);
  if (path.relative(top, file) !== own) problems.push(`${name}: se construye con ${path.relative(top, file)}, no con ${own}`);
  const final = stages.at(-1)?.lines ?? [];
  const user = final.filter((l) => /^USER\s/i.test(l)).at(-1)?.split(/\s+/)[1];
  if (!user || user === 'root' || user === '0') problems.push(`${name}: la imagen corre como root`);
  for (const l of final) if (/npm\s+(ci|install)\b/.test(l) && !/--omit=dev/.test(l)) problems.push(`${name}: la imagen instala dependencias de desarrollo (${l})`);
  const cmd = final.filter((l) => /^CMD\s/i.test(l)).at(-1) ?? '';
  if (!/"node",\s*"[\w./-]+\.mjs"/.test(cmd) || /tsx/.test(cmd)) problems.push(`${name}: la imagen no arranca JavaScript compilado con node (${cmd || 'sin CMD'})`);
}
const published = new Set();
for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) problems.push(`${name}: sin image ni build`);
  if (service.build) {
    const target = service.build.target;
    if (!existsSync(path.join(top, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile'))) {
      problems.push(`${name}: no existe el Dockerfile`);
    }
    const stages = (stagesOf.get(name) ?? []).map((s) => s.name);
    if (target && !stages.includes(target)) problems.push(`${name}: el Dockerfile no tiene la etapa ${target}`);
  }
  const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
  for (const dep of deps) if (!services[dep]) problems.push(`${name}: depende de ${dep}, que no existe`);
  for (const port of service.ports ?? []) {
    // [address:]outside:inside
    const outside = String(port).split(':').slice(0, -1).join(':');
    if (published.has(outside)) problems.push(`${name}: el puerto ${outside} ya está publicado`);
    if (!outside.startsWith('127.0.0.1:')) problems.push(`${name}: el puerto ${port} se publica fuera de loopback (127.0.0.1:…)`);
    published.add(outside);
  }
}
const apiEnv = services.api?.environment ?? {};
for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) if (!apiEnv[key]) problems.push(`api: falta ${key}`);
if (!String(services.postgres?.image ?? '').startsWith('postgres:15')) problems.push('postgres: se espera PostgreSQL 15');
if (!String(services.redis?.image ?? '').startsWith('redis:7')) problems.push('redis: se espera Redis 7');

if (problems.length) {
  console.error(`docker-compose.yml tiene problemas:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`docker-compose.yml: ${Object.keys(services).length} servicios, estructura correcta`);
