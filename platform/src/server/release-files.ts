import path from 'node:path';
import type { AppName } from '../apps';

/**
 * Where released versions live on disk (decision 082): `<RELEASES_DIR>/<app>/<version>/` holds the browser build as
 * it was published (served at `/v/<version>/`), its `release.json`, and in RELEASE_SERVER_DIR the server build (the
 * remote's renderer, the host's shell), which is never served to browsers.
 */
export const RELEASE_SERVER_DIR = '.server';
export const RELEASE_FILE = 'release.json';

/** The folder of every app's releases: RELEASES_DIR, or `releases/` at the repository's top (beside the app's folder). */
export const releasesRoot = (appRoot: string, env: Record<string, string | undefined> = process.env) =>
  env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(appRoot, '..', 'releases');

export const appReleasesDir = (root: string, app: AppName) => path.join(root, app);

export const releaseDir = (appReleases: string, version: string) => path.join(appReleases, version);

interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** A released version's files never change: every one of them is cached for good, the manifest too. */
export function setReleaseHeaders(reply: HeaderTarget): void {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}
