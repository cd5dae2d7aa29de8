import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAMES } from '../apps';
import { affectedApps, affectedPackages, packagesOfApp } from './affected';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const workspaces = (JSON.parse(readFileSync(path.join(top, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

/**
 * What-changed detection through turbo's dry run, on a git repository made of this repository's turbo.json, root
 * package.json and lockfile and each workspace's package.json (the package graph turbo reads), with one source file
 * per workspace: a file is changed, and the packages and apps turbo calls affected are checked.
 */
let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
const touch = (file: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), `export const changed = ${Date.now()};\n`);
};
const commitAll = (message: string) => {
  git('add', '-A');
  git('-c', 'user.name=Pruebas', '-c', 'user.email=pruebas@farmacia.test', 'commit', '-q', '-m', message);
};
const remotes = ['@botica/remote-account', '@botica/remote-catalog', '@botica/remote-checkout', '@botica/remote-content'];

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'botica-turbo-'));
  for (const file of ['package.json', 'package-lock.json', 'turbo.json', 'tsconfig.base.json']) copyFileSync(path.join(top, file), path.join(repo, file));
  for (const dir of workspaces) {
    mkdirSync(path.join(repo, dir, 'src'), { recursive: true });
    copyFileSync(path.join(top, dir, 'package.json'), path.join(repo, dir, 'package.json'));
    writeFileSync(path.join(repo, dir, 'src', 'index.ts'), 'export {};\n');
  }
  // turbo itself, from this repository's install
  symlinkSync(path.join(top, 'node_modules'), path.join(repo, 'node_modules'), 'dir');
  writeFileSync(path.join(repo, '.gitignore'), 'node_modules\n.turbo\n');
  git('init', '-q', '-b', 'main');
  commitAll('base');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the apps a change touches (turbo --filter=...[ref] --dry=json)', () => {
  it('a change confined to one remote (not committed yet) is that remote alone', () => {
    touch('remote-content/src/features/blog/post.tsx');
    const packages = affectedPackages(repo, 'HEAD');
    expect(packages).toEqual(['@botica/remote-content']);
    expect(affectedApps(repo, packages)).toEqual(['content']);
    commitAll('content');
  });

  it('committed on a branch: the range from the branch it left', () => {
    git('checkout', '-q', '-b', 'cambio-de-checkout');
    touch('remote-checkout/src/features/cart/cart.tsx');
    commitAll('checkout');
    const packages = affectedPackages(repo, 'main');
    expect(packages).toEqual(['@botica/remote-checkout']);
    expect(affectedApps(repo, packages)).toEqual(['checkout']);
    git('checkout', '-q', 'main');
  });

  it('a change to platform is every app that uses it, not the API nor the e2e package', () => {
    touch('platform/src/server/compose.ts');
    const packages = affectedPackages(repo, 'HEAD');
    expect(packages).toEqual(['@botica/host', '@botica/platform', ...remotes]);
    expect(affectedApps(repo, packages)).toEqual([...APP_NAMES]);
    commitAll('platform');
  });

  it('a change to the API alone is no app', () => {
    touch('api/src/modules/orders/orders.service.ts');
    const packages = affectedPackages(repo, 'HEAD');
    expect(packages).toEqual(['@botica/api']);
    expect(affectedApps(repo, packages)).toEqual([]);
    commitAll('api');
  });

  it('a change to the shared contracts is every package', () => {
    touch('shared-contracts/src/releases/entities.ts');
    const packages = affectedPackages(repo, 'HEAD');
    expect(packages).toEqual(['@botica/api', '@botica/e2e', '@botica/host', '@botica/platform', ...remotes, '@botica/shared-contracts']);
    expect(affectedApps(repo, packages)).toEqual([...APP_NAMES]);
    commitAll('shared');
  });

  it('nothing changed is nothing to run', () => {
    expect(affectedPackages(repo, 'HEAD')).toEqual([]);
  });

  it("an app's own checks cover its package and the packages it depends on", () => {
    expect(packagesOfApp(repo, 'content')).toEqual(['@botica/platform', '@botica/remote-content', '@botica/shared-contracts']);
  });
}, 120_000);

describe('the e2e journeys of each app (e2e/journeys.json)', () => {
  const journeys = JSON.parse(readFileSync(path.join(top, 'e2e', 'journeys.json'), 'utf8')) as { apps: Record<string, string[]>; soloSuiteCompleta: Record<string, string> };
  const specs = readdirSync(path.join(top, 'e2e', 'tests')).filter((file) => file.endsWith('.spec.ts'));

  it('names every app, and only spec files that exist', () => {
    expect(Object.keys(journeys.apps).sort()).toEqual([...APP_NAMES].sort());
    for (const listed of [...Object.values(journeys.apps).flat(), ...Object.keys(journeys.soloSuiteCompleta)]) expect(specs).toContain(listed);
  });

  it('places every spec: in the journeys of an app, or in the full suite only, with its reason', () => {
    const placed = new Set([...Object.values(journeys.apps).flat(), ...Object.keys(journeys.soloSuiteCompleta)]);
    expect(specs.filter((spec) => !placed.has(spec))).toEqual([]);
    for (const spec of Object.keys(journeys.soloSuiteCompleta)) expect(Object.values(journeys.apps).flat()).not.toContain(spec);
  });
});
