import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DocumentTemplate } from './document-template';
import type { ShellDocument } from './page-composer';

/** What the host's build writes next to index.html: the shell's own scripts and stylesheets, in document order. */
export const DOCUMENT_ASSETS_FILE = 'document-assets.json';

interface DocumentAssets {
  scripts: string[];
  styles: string[];
  /** The chunks the scripts load for the app's boot. */
  boot: string[];
}

function readAssets(root: string): DocumentAssets {
  const file = path.join(root, DOCUMENT_ASSETS_FILE);
  if (!existsSync(file)) return { scripts: [], styles: [], boot: [] };
  const assets = JSON.parse(readFileSync(file, 'utf8')) as Partial<DocumentAssets>;
  return { scripts: assets.scripts ?? [], styles: assets.styles ?? [], boot: assets.boot ?? [] };
}

/**
 * The shell's stylesheets, to write into the document so the header paints without waiting for a request;
 * null (they stay links) when one refers to other files with `url(…)` or is not on this server.
 */
function inlineStyles(root: string, hrefs: string[], publicPath: string): string | null {
  if (!hrefs.length) return null;
  const texts = hrefs.map((href) => {
    const file = path.join(root, href.slice(publicPath.length));
    return href.startsWith(publicPath) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  return texts.every((css): css is string => css !== null && !/url\(/i.test(css)) ? texts.join('') : null;
}

/**
 * The host's built document (`<root>/index.html` and its assets), read again whenever the build changed it.
 * `publicPath` is where the build's files are served (`/` for the base build, `/v/<version>/` for a release).
 */
export function hostDocument(root: string, publicPath = '/'): () => ShellDocument {
  const indexFile = path.join(root, 'index.html');
  let cached: { mtimeMs: number; document: ShellDocument } | null = null;
  return () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const assets = readAssets(root);
      cached = {
        mtimeMs,
        document: {
          template: DocumentTemplate.parse(readFileSync(indexFile, 'utf8')),
          scripts: assets.scripts,
          bootScripts: assets.boot,
          styles: inlineStyles(root, assets.styles, publicPath),
        },
      };
    }
    return cached.document;
  };
}
