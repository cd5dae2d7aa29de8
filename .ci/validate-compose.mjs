// Checks docker-compose.yml without a Docker engine: `docker compose config -q` when the compose plugin
// exists, and always a structural check (services, build targets and Dockerfiles, dependencies, ports).
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
const doc = parse(readFileSync(file, 'utf8'), { merge: true });
const services = doc?.services ?? {};
const required = ['postgres', 'redis', 'mailpit', 'api', 'host', 'catalog', 'checkout', 'account', 'content'];
for (const name of required) if (!services[name]) problems.push(`falta el servicio ${name}`);

const dockerfile = path.join(top, 'Dockerfile');
const stages = existsSync(dockerfile)
  ? [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1])
  : [];
// the image installs every workspace (their package.json files come before `npm ci`) and runs files that exist
if (existsSync(dockerfile)) {
  const text = readFileSync(dockerfile, 'utf8');
  const workspaces = JSON.parse(readFileSync(path.join(top, 'package.json'), 'utf8')).workspaces ?? [];
  for (const ws of workspaces) if (!text.includes(`COPY ${ws}/package.json ${ws}/`)) problems.push(`Dockerfile: no copia ${ws}/package.json antes de npm ci`);
  for (const [, file] of text.matchAll(/tsx\s+([\w./-]+\.ts)\b/g)) {
    const dirs = [...text.matchAll(/^WORKDIR\s+\/app\/?(\S*)/gm)].map((m) => m[1]);
    if (!dirs.some((dir) => existsSync(path.join(top, dir, file)))) problems.push(`Dockerfile: no existe ${file}`);
  }
}
const published = new Set();
for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) problems.push(`${name}: sin image ni build`);
  if (service.build) {
    const target = service.build.target;
    if (!existsSync(path.join(top, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile'))) {
      problems.push(`${name}: no existe el Dockerfile`);
    }
    if (target && !stages.includes(target)) problems.push(`${name}: el Dockerfile no tiene la etapa ${target}`);
  }
  const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
  for (const dep of deps) if (!services[dep]) problems.push(`${name}: depende de ${dep}, que no existe`);
  for (const port of service.ports ?? []) {
    const outside = String(port).split(':')[0];
    if (published.has(outside)) problems.push(`${name}: el puerto ${outside} ya está publicado`);
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
