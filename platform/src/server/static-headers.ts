import path from 'node:path';

interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** Federation entry points change in place: never cache them. Hashed chunks under static/ are immutable. */
export function setStaticHeaders(reply: HeaderTarget, filePath: string): void {
  // a pre-compressed variant (x.js.br, x.js.gz) is cached like the file it encodes
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'remotes.json') {
    reply.header('Cache-Control', 'no-cache');
  } else if (filePath.includes(`${path.sep}static${path.sep}`)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  }
}
