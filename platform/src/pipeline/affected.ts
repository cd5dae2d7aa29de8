// What a change touches, as Turborepo sees it (turbo.json, the workspaces' package graph): the packages whose files
// changed since a git ref, and the ones that depend on them. The pipeline of each app (pipeline.ts) runs on this.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_NAMES, type AppName, appDir } from '../apps';

/** The turbo of the repository (a root devDependency), without its anonymous usage report. */
export function turbo(top: string, args: string[], opts: { inherit?: boolean } = {}): string {
  return execFileSync(path.join(top, 'node_modules', '.bin', 'turbo'), args, {
    cwd: top,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    maxBuffer: 256 * 1024 * 1024,
    stdio: opts.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
}

/** The workspace package of an app (`@botica/remote-content`), as its package.json names it. */
export function packageOf(top: string, app: AppName): string {
  return (JSON.parse(readFileSync(path.join(top, appDir(app), 'package.json'), 'utf8')) as { name: string }).name;
}

/**
 * The packages a change since `base` (a commit, branch or tag; the working tree's uncommitted and new files count)
 * affects: those with a changed file and every package that depends on one of them (`--filter=...[base]`), read from
 * turbo's dry run (`--dry=json`, its `packages`). A change to the root's package.json, lockfile or turbo.json's global
 * dependencies affects every package.
 */
export function affectedPackages(top: string, base: string): string[] {
  const dry = JSON.parse(turbo(top, ['run', 'build', 'typecheck', 'lint', 'test', `--filter=...[${base}]`, '--dry=json'])) as { packages: string[] };
  return dry.packages.filter((name) => name !== '//').sort();
}

/** The apps among those packages, in the shop's order (host, catalog, checkout, account, content). */
export function affectedApps(top: string, packages: string[]): AppName[] {
  return APP_NAMES.filter((app) => packages.includes(packageOf(top, app)));
}

/** The packages an app's pipeline checks with turbo: the app's and every workspace package it depends on (`<app>...`). */
export function packagesOfApp(top: string, app: AppName): string[] {
  const dry = JSON.parse(turbo(top, ['run', 'typecheck', 'lint', 'test', `--filter=${packageOf(top, app)}...`, '--dry=json'])) as { packages: string[] };
  return dry.packages.filter((name) => name !== '//').sort();
}
