import { createHash, randomBytes } from 'node:crypto';
import type { ReleaseApp } from '@botica/shared-contracts/releases/entities';
import { RELEASE_APPS } from '@botica/shared-contracts/releases/entities';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';

/** The visitor's mark for the canaries: random, HttpOnly, a year; it decides alone who is in each canary. */
export const VISITOR_COOKIE = 'botica_visitante';
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The version of each app one document is made of: a version's name, or null for the app's base build. */
export type Assignment = Record<ReleaseApp, { version: string | null; canary: boolean }>;

/** The visitor's mark in a Cookie header, when it is one of ours. */
export function visitorOf(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const mark = value.join('=');
      return VISITOR_PATTERN.test(mark) ? mark : null;
    }
  }
  return null;
}

export const newVisitor = () => randomBytes(18).toString('base64url');

export const visitorCookie = (mark: string) => `${VISITOR_COOKIE}=${mark}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax`;

/**
 * Where the visitor stands for one app's canary, in [0, 100): a hash of the mark and the app, so the same visitor
 * falls in the same place on every document and every host replica, and the apps' canaries draw different visitors.
 */
export function bucketOf(visitor: string, app: ReleaseApp): number {
  const digest = createHash('sha256').update(`${visitor}:${app}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

/**
 * The versions a visitor gets (decision 082): each app's canary when the visitor's place for that app is below the
 * canary's share, else its stable version (null: the base build). Sticky: the same mark gets the same answer while
 * the registry does not change, and raising a canary's share keeps everyone who had it.
 */
export function assign(live: LiveReleases, visitor: string | null): Assignment {
  const out = {} as Assignment;
  for (const app of RELEASE_APPS) {
    const channel = live[app];
    const canary = Boolean(channel?.canario && visitor !== null && bucketOf(visitor, app) < channel.porcentaje);
    out[app] = { version: canary ? channel!.canario : (channel?.estable ?? null), canary };
  }
  return out;
}

/** True when some app runs a canary: only then does a visitor need a mark. */
export const hasCanary = (live: LiveReleases) => Object.values(live).some((channel) => Boolean(channel?.canario) && (channel?.porcentaje ?? 0) > 0);

/**
 * remotes.json for one document: each remote whose assigned version is a release is named by that version's manifest
 * (`<origin>/v/<version>/mf-manifest.json`, on the origin remotes.json gives it); the others keep their base build's.
 */
export function versionedRemotes(remotes: Record<string, string>, chosen: Assignment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, manifestUrl]) => {
      const version = (chosen as Record<string, { version: string | null } | undefined>)[name]?.version;
      return [name, version ? versionedManifest(manifestUrl, version) : manifestUrl];
    }),
  );
}

/** A released version's manifest, beside the base build's `manifestUrl`: `<origin>/v/<version>/mf-manifest.json`. */
export function versionedManifest(manifestUrl: string, version: string): string {
  const url = new URL(manifestUrl);
  url.pathname = `${url.pathname.replace(/\/[^/]*$/, '')}/v/${version}/mf-manifest.json`;
  return url.toString();
}
