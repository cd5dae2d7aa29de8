import path from 'node:path';

interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** A production remote's entry, named by its content (`remoteEntry.<hash>.js`, see platform/build/app-config.mjs). */
const HASHED_ENTRY = /^remoteEntry\.[0-9a-f]{8,}\.js$/;

/**
 * The federation manifest is the one file of a remote that changes in place: never cached without asking. Everything
 * it names is content-hashed and immutable (the production remoteEntry.<hash>.js and the chunks under static/), so a
 * page runs the build of the manifest it read, whole. An unhashed remoteEntry.js (development, the host) is no-cache.
 */
export function setStaticHeaders(reply: HeaderTarget, filePath: string): void {
  // a pre-compressed variant (x.js.br, x.js.gz) is cached like the file it encodes
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'remotes.json') {
    reply.header('Cache-Control', 'no-cache');
  } else if (HASHED_ENTRY.test(base) || filePath.includes(`${path.sep}static${path.sep}`)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  }
}
