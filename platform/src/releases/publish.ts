import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasPage, ROUTES } from '@botica/shared-contracts/routes/route-table';
import { REMOTE_APPS, type ReleaseApp, type ReleaseContract, type ReleaseFile, VERSION_PATTERN } from '@botica/shared-contracts/releases/entities';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';
import { appDir } from '../apps';
import { FRAGMENT_PROTOCOL } from '../server/fragment-protocol';
import { RELEASE_FILE, RELEASE_SERVER_DIR } from '../server/release-files';
import { extractContract } from './contract-extract';
import { type OperatorClient, OperatorError } from './operator-client';

interface BuiltManifest {
  exposes?: { name: string }[];
  shared?: { name: string; version: string; requiredVersion?: string }[];
}

/** A version's name: the build's UTC time and the commit it was built from (`20261130.101500-ab12cd3`). */
export function versionName(now: Date, commit: string): string {
  const iso = now.toISOString();
  const name = `${iso.slice(0, 10).replaceAll('-', '')}.${iso.slice(11, 19).replaceAll(':', '')}-${commit}`;
  if (!VERSION_PATTERN.test(name)) throw new Error(`Nombre de versión inválido: ${name}`);
  return name;
}

export function commitOf(top: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: top, encoding: 'utf8' }).trim().toLowerCase();
  } catch {
    return 'local';
  }
}

const readManifest = (dir: string): BuiltManifest => JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuiltManifest;

/** The host's expectations of each remote's `./pages`: the routes of the table it was built with whose page is built. */
function hostRoutes(): Record<string, string[]> {
  return Object.fromEntries(REMOTE_APPS.map((remote) => [remote, ROUTES.filter((r) => r.owner === remote && hasPage(r)).map((r) => r.id).sort()]));
}

/** The contract of a build (`dir` holds its mf-manifest.json) of the app, read from the working tree's sources. */
export function contractOf(top: string, app: ReleaseApp, dir: string): ReleaseContract {
  const manifest = readManifest(dir);
  return extractContract({
    app,
    appDir: path.join(top, appDir(app)),
    exposed: (manifest.exposes ?? []).map((e) => e.name),
    shared: (manifest.shared ?? []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion ?? '' })),
    fragmentProtocol: FRAGMENT_PROTOCOL,
    ...(app === 'host' ? { routes: hostRoutes() } : {}),
  });
}

/**
 * The sources a contract is read from, by their content (a checkout or a pull that leaves a file as it was does not
 * change it): every .ts/.tsx under the app's src/, shared-contracts/src and platform/src.
 */
function sourcesDigest(top: string, app: ReleaseApp): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) hash.update(path.relative(top, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  for (const dir of [path.join(appDir(app), 'src'), 'shared-contracts/src', 'platform/src']) walk(path.join(top, dir));
  return hash.digest('hex');
}

/**
 * The contract of the app's base build (its dist/, served without a version), kept in `<releases>/.contratos-base/`
 * and read again only when the build or the sources changed.
 */
export function baseContract(top: string, releasesRoot: string, app: ReleaseApp): ReleaseContract {
  const dist = path.join(top, appDir(app), 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${app} no tiene compilación base (${path.relative(top, dist)}): npm run build -w ${appDir(app)}`);
  const fingerprint = createHash('sha256')
    .update(readFileSync(path.join(dist, 'mf-manifest.json')))
    .update(sourcesDigest(top, app))
    .digest('hex');
  const cacheFile = path.join(releasesRoot, '.contratos-base', `${app}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { fingerprint: string; contract: ReleaseContract };
    if (cached.fingerprint === fingerprint) return cached.contract;
  }
  const contract = contractOf(top, app, dist);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, `${JSON.stringify({ fingerprint, contract })}\n`);
  return contract;
}

export interface PublishOptions {
  top: string;
  /** RELEASES_DIR: where every app's versions live. */
  releasesRoot: string;
  app: ReleaseApp;
  /** A build already made (its dist/ and dist-ssr/), published as it is instead of building (remotes only). */
  from?: string;
  now?: Date;
  log?: (line: string) => void;
}

/**
 * Builds (or takes) one app's build, writes it as a new version under `<releases>/<app>/<version>/` with its
 * release.json, and answers the release file. The files of a version are complete before the folder gets its name.
 */
export function buildRelease(opts: PublishOptions): ReleaseFile {
  const { top, app } = opts;
  const log = opts.log ?? (() => undefined);
  const commit = commitOf(top);
  const version = versionName(opts.now ?? new Date(), commit);
  const appReleases = path.join(opts.releasesRoot, app);
  const final = path.join(appReleases, version);
  if (existsSync(final)) throw new Error(`La versión ${version} de ${app} ya existe: una versión no cambia.`);
  const staging = path.join(appReleases, `.preparando-${version}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(appReleases, { recursive: true });
  try {
    if (opts.from) {
      if (app === 'host') throw new Error('El host se publica compilándolo (su documento nombra /v/<versión>/): sin --desde.');
      const dist = path.join(opts.from, 'dist');
      if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} no tiene mf-manifest.json`);
      cpSync(dist, staging, { recursive: true });
      const ssr = path.join(opts.from, 'dist-ssr');
      if (existsSync(ssr)) cpSync(ssr, path.join(staging, RELEASE_SERVER_DIR), { recursive: true });
      log(`Tomada la compilación de ${opts.from}`);
    } else {
      log(`Compilando ${app}…`);
      const built = spawnSync(process.execPath, [path.join(top, 'platform', 'build', 'release-build.mjs'), app, staging, ...(app === 'host' ? [`/v/${version}/`] : [])], {
        cwd: top,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (built.status !== 0) throw new Error(`La compilación de ${app} falló (${built.status ?? built.signal}).`);
    }
    const compressed = spawnSync(process.execPath, [path.join(top, 'platform', 'build', 'compress-dist.mjs'), staging], { stdio: 'inherit' });
    if (compressed.status !== 0) throw new Error('No se pudieron comprimir los archivos de la versión.');
    log('Leyendo el contrato…');
    const file: ReleaseFile = { app, version, builtAt: (opts.now ?? new Date()).toISOString(), commit, contract: contractOf(top, app, staging) };
    writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(file, null, 2)}\n`);
    renameSync(staging, final);
    return file;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Registers the contracts of the base builds shoppers get (the apps with no stable version), read from their dist/ in
 * this working tree; `skip`: an app left out (the one a check judges, whose dist/ is the candidate, not its base).
 */
async function registerBaseContracts(opts: Pick<PublishOptions, 'top' | 'releasesRoot' | 'log'>, client: OperatorClient, apiUrl: string, skip?: ReleaseApp) {
  const log = opts.log ?? (() => undefined);
  let live: LiveReleases;
  try {
    live = ((await (await fetch(`${apiUrl}/api/releases/vigentes`)).json()) as { result: LiveReleases }).result;
  } catch (error) {
    throw new OperatorError(`El registro de versiones no responde en ${apiUrl} (${String(error)}): ¿está en marcha la tienda (npm start)? API_URL lo ubica en otro lado.`, 0);
  }
  const bases = (['host', ...REMOTE_APPS] as const).filter((app) => app !== skip && !live[app]?.estable);
  const contracts = bases.map((app) => {
    log(`Leyendo el contrato de la compilación base de ${app}…`);
    return { app, contract: baseContract(opts.top, opts.releasesRoot, app) };
  });
  for (const { app, contract } of contracts) await client.call('PUT', `/operador/versiones/${app}/base`, { commit: commitOf(opts.top), contract });
}

/** The name a build not published gets in the gate's sentences: `candidata ab12cd3`, `con cambios` when the tree has some. */
function candidateName(top: string): string {
  let dirty = false;
  try {
    dirty = execFileSync('git', ['status', '--porcelain'], { cwd: top, encoding: 'utf8' }).trim() !== '';
  } catch {
    dirty = false;
  }
  return `candidata ${commitOf(top)}${dirty ? ' con cambios' : ''}`;
}

/**
 * `npm run release -- <app> --comprobar`: what the gate would say today of the app's build (its dist/, or `--desde`),
 * without publishing nor promoting it: its contract against what the live builds of the other apps expect of it, and
 * what it expects of them (the gate of the registry, `POST …/control`).
 */
export async function checkBuild(opts: Omit<PublishOptions, 'now'>, client: OperatorClient, apiUrl: string) {
  const log = opts.log ?? (() => undefined);
  const dir = opts.from ? path.join(opts.from, 'dist') : path.join(opts.top, appDir(opts.app), 'dist');
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
    throw new OperatorError(`${path.relative(opts.top, dir) || dir} no tiene una compilación (mf-manifest.json): npm run build -w ${appDir(opts.app)}`, 0);
  }
  log(`Leyendo el contrato de ${opts.app} (${path.relative(opts.top, dir)})…`);
  const contract = contractOf(opts.top, opts.app, dir);
  const name = candidateName(opts.top);
  const control = () => client.call<{ problemas: string[] }>('POST', `/operador/versiones/${opts.app}/control`, { compilacion: name, contrato: contract });
  try {
    return { name, problems: (await control()).problemas };
  } catch (error) {
    // a registry that has not the contract of a base build shoppers get (no release registered it yet): the base
    // builds of this working tree are registered (never the judged app's, whose dist/ is the candidate) and it is asked again
    if (!(error instanceof OperatorError) || error.code !== 'RELEASE_NO_CONTRACT') throw error;
    await registerBaseContracts(opts, client, apiUrl, opts.app);
    return { name, problems: (await control()).problemas };
  }
}

/**
 * `npm run release -- <app>`: builds and writes the version, registers the contracts of the base builds shoppers get
 * (apps with no stable version), registers the version, says what the gate would say of it, and removes the files of
 * the versions retention lets go.
 */
export async function publish(opts: PublishOptions, client: OperatorClient, apiUrl: string) {
  const file = buildRelease(opts);
  const final = path.join(opts.releasesRoot, opts.app, file.version);
  try {
    await registerBaseContracts(opts, client, apiUrl);
    await client.call('POST', `/operador/versiones/${opts.app}`, file);
  } catch (error) {
    rmSync(final, { recursive: true, force: true });
    throw error;
  }
  const { problemas } = await client.call<{ problemas: string[] }>('POST', `/operador/versiones/${opts.app}/control`, { version: file.version });
  const { retiradas } = await client.call<{ retiradas: string[] }>('POST', `/operador/versiones/${opts.app}/podar`);
  for (const version of retiradas) rmSync(path.join(opts.releasesRoot, opts.app, version), { recursive: true, force: true });
  return { file, problems: problemas, removed: retiradas };
}
