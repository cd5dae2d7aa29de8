// The pipeline of one app (decision 082, "every team ships alone"), run with tsx from the repository's top:
//   npm run pipeline -- <app>                       host, catalog, checkout, account or content
//   npm run pipeline -- --changed [<git ref>]       the apps a change since the ref touches (turbo), each one's pipeline
// For the app: turbo's typecheck, lint and tests of its package and of the packages it depends on (cached by turbo
// when nothing they read changed); its build (turbo); the contract gate of the release registry on that build without
// publishing nor promoting it (`npm run release -- <app> --comprobar`); and the e2e journeys that cross it
// (e2e/journeys.json) against the stack with that build and the other apps' base builds as they are, not rebuilt.
// Each step's duration and the total are printed.
//
// The registry: API_URL (with OPERATOR_PASSWORD or OPERATOR_PASSWORD_FILE), else the local one (`npm start`) when it
// answers, else one of the pipeline's own on an empty database, where every app's base build is what shoppers get.
// E2E_PORT_BASE moves the e2e stack (and the own registry, at base+20).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, type AppName, appDir, appPorts } from '../apps';
import { OperatorClient, operatorCredentials, OperatorError } from '../releases/operator-client';
import { checkBuild } from '../releases/publish';
import { releasesRoot } from '../server/release-files';
import { affectedApps, affectedPackages, packageOf, packagesOfApp } from './affected';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const bin = (name: string) => path.join(top, 'node_modules', '.bin', name);
const say = (line: string) => console.log(line);

interface Step {
  name: string;
  seconds: number;
  ok: boolean;
}
const steps: Step[] = [];
const started = Date.now();

class StepFailed extends Error {}

/** Runs one step, timed; a failed step ends the pipeline (the summary says which). */
async function step(name: string, run: () => void | Promise<void>): Promise<void> {
  say(`\n▶ ${name}`);
  const begun = Date.now();
  let ok = false;
  try {
    await run();
    ok = true;
  } finally {
    const seconds = (Date.now() - begun) / 1000;
    steps.push({ name, seconds, ok });
    say(`${ok ? '✓' : '✗'} ${name}: ${seconds.toFixed(1)} s`);
  }
}

/** A command in the foreground, its output shown as it comes; fails the step when it fails. */
function command(file: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(file, args, {
    cwd: opts.cwd ?? top,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...opts.env },
  });
  if (result.status !== 0) throw new StepFailed(`${path.basename(file)} ${args.join(' ')} terminó con ${result.status ?? result.signal}.`);
}

/** turbo run, two tasks at a time (two cores), showing only the logs of the tasks that fail. */
const turboRun = (tasks: string[], filters: string[]) =>
  command(bin('turbo'), ['run', ...tasks, ...filters.map((f) => `--filter=${f}`), '--concurrency=2', '--output-logs=errors-only']);

interface Registry {
  url: string;
  client: OperatorClient;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}

/** The release registry the contract is checked against (see the top of this file). */
async function registry(): Promise<Registry> {
  const none = async () => undefined;
  if (process.env.API_URL) {
    const url = process.env.API_URL.replace(/\/$/, '');
    say(`Registro de versiones: ${url} (API_URL)`);
    return { url, client: new OperatorClient(url, operatorCredentials(top)), stop: none };
  }
  const local = `http://127.0.0.1:${appPorts().api}`;
  if (await answers(`${local}/api/health`)) {
    say(`Registro de versiones: ${local} (la tienda local)`);
    return { url: local, client: new OperatorClient(local, operatorCredentials(top)), stop: none };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-registro-'));
  const port = Number(process.env.E2E_PORT_BASE ?? 3000) + 20;
  const url = `http://127.0.0.1:${port}`;
  say(`Registro de versiones: ninguno en marcha; uno propio en ${url}, vacío (lo vigente: la compilación base de cada app)`);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', API_PORT: String(port), DATA_DIR: path.join(dir, 'pglite'), UPLOADS_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'warn' };
  delete env.OPERATOR_PASSWORD_HASH;
  const child: ChildProcess = spawn(bin('tsx'), ['src/server.ts'], { cwd: path.join(top, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new StepFailed(`El registro propio no arrancó en ${url}.`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // the development API writes its operator password beside its data folder
  const client = new OperatorClient(url, operatorCredentials(top, { ...process.env, OPERATOR_PASSWORD: undefined, OPERATOR_PASSWORD_FILE: path.join(dir, 'operador.txt') }));
  return { url, client, stop };
}

/** The e2e journeys that cross the app (e2e/journeys.json). */
function journeysOf(app: AppName): string[] {
  const map = JSON.parse(readFileSync(path.join(top, 'e2e', 'journeys.json'), 'utf8')) as { apps: Record<AppName, string[]> };
  return map.apps[app];
}

const hasBuild = (app: AppName) => existsSync(path.join(top, appDir(app), 'dist', 'mf-manifest.json'));

/**
 * One app's pipeline. `shared`: the registry, started once for every app of a `--changed` run, while the first steps
 * run (its own registry takes a while to start).
 */
async function pipelineOf(app: AppName, shared: Shared) {
  const pkg = packageOf(top, app);
  say(`\n═══ Pipeline de ${app} (${pkg}) ═══`);
  if (!shared.registry) {
    shared.registry = registry();
    // its failure is the contract step's, when it awaits it
    shared.registry.catch(() => undefined);
  }
  const packages = packagesOfApp(top, app);
  await step(`verificación: typecheck, lint y pruebas de ${packages.join(', ')} (turbo)`, () => turboRun(['typecheck', 'lint', 'test'], [`${pkg}...`]));
  await step(`compilación de ${app} (turbo)`, () => turboRun(['build'], [pkg]));
  const missing = APP_NAMES.filter((other) => other !== app && !hasBuild(other));
  if (missing.length) {
    // the stack needs every app: a missing base build comes from turbo's cache when one of the same sources is there
    await step(`compilaciones base que faltaban: ${missing.join(', ')} (turbo)`, () => turboRun(['build'], missing.map((other) => packageOf(top, other))));
  }
  await step(`contrato de ${app} contra lo vigente (control de contratos, sin publicar ni promover)`, async () => {
    const { url, client } = await shared.registry!;
    const { name, problems } = await checkBuild({ top, releasesRoot: releasesRoot(path.join(top, 'host')), app, log: say }, client, url);
    if (problems.length) {
      say(`El control de contratos rechazaría hoy ${app} (${name}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      throw new StepFailed('contrato roto');
    }
    say(`${app} (${name}) cumple lo que esperan las versiones vigentes de las otras aplicaciones, y ellas lo que espera.`);
  });
  const specs = journeysOf(app);
  await step(`recorridos e2e que cruzan ${app} (${specs.length} archivos, las demás apps con su compilación base)`, () =>
    command(bin('playwright'), ['test', ...specs.map((spec) => `tests/${spec}`), '--reporter=list'], { cwd: path.join(top, 'e2e') }),
  );
}

function summary() {
  const total = (Date.now() - started) / 1000;
  say('\n── Resumen ──');
  for (const s of steps) say(`${s.ok ? '✓' : '✗'} ${s.seconds.toFixed(1).padStart(7)} s  ${s.name}`);
  say(`  total ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`);
}

interface Shared {
  registry?: Promise<Registry>;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const shared: Shared = {};
  try {
    if (args[0] === '--changed') {
      const base = args[1] ?? 'HEAD';
      let packages: string[] = [];
      let apps: AppName[] = [];
      await step(`qué cambió desde ${base} (turbo --filter=...[${base}])`, () => {
        packages = affectedPackages(top, base);
        apps = affectedApps(top, packages);
        say(`Paquetes afectados: ${packages.join(', ') || 'ninguno'}\nAplicaciones: ${apps.join(', ') || 'ninguna'}`);
      });
      const covered = new Set(apps.flatMap((app) => packagesOfApp(top, app)));
      const others = packages.filter((p) => !covered.has(p) && p !== '@botica/e2e');
      if (others.length) await step(`verificación de ${others.join(', ')} (turbo)`, () => turboRun(['typecheck', 'lint', 'test'], others));
      // the e2e package's own checks; its journeys run in the pipelines of the apps they cross
      if (packages.includes('@botica/e2e')) await step('typecheck y lint de @botica/e2e (turbo)', () => turboRun(['typecheck', 'lint'], ['@botica/e2e']));
      for (const app of apps) await pipelineOf(app, shared);
    } else {
      const app = args[0];
      if (args.length !== 1 || !(APP_NAMES as readonly string[]).includes(app!)) {
        say('Uso: npm run pipeline -- <app>  (host, catalog, checkout, account o content)\n     npm run pipeline -- --changed [<ref de git>]  (por omisión HEAD: lo que cambió sin confirmar)');
        return 2;
      }
      await pipelineOf(app as AppName, shared);
    }
    summary();
    return 0;
  } catch (error) {
    if (!(error instanceof StepFailed)) console.error(error instanceof OperatorError || error instanceof Error ? error.message : error);
    else say(error.message);
    summary();
    return 1;
  } finally {
    await (await shared.registry?.catch(() => undefined))?.stop();
  }
}

process.exitCode = await main();
