import { VERSION_PATTERN } from '../releases/entities';

/** The version name of an app's base build (the one served without a version in its address). */
export const BASE_VERSION = 'base';

/**
 * The version of a remote a page runs, from the address of the manifest the page loaded it by (remotes.json): a
 * released version's files live under a path that names it (`…/v/20261130.101500-ab12cd3/mf-manifest.json`,
 * decision 082); any other address is the app's base build. A manifest's own `metaData.buildInfo.buildVersion` is its
 * package's version (`1.0.0` for every build), not a release, so it is not read. This is the one place that says
 * which version a page view reports (field vitals, client errors): when the registry's answer reaches the page by
 * another road, only this function changes.
 */
export function remoteVersionOf(manifestUrl: string | undefined): string {
  if (!manifestUrl) return BASE_VERSION;
  let pathname: string;
  try {
    pathname = new URL(manifestUrl, 'http://localhost/').pathname;
  } catch {
    return BASE_VERSION;
  }
  return pathname.split('/').find((segment) => VERSION_PATTERN.test(segment)) ?? BASE_VERSION;
}
