import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a remote's server build writes next to its renderer (dist-ssr/ssr-manifest.json, see
 * platform/build/server-render-config.mjs): the stylesheet it put into the client's dist, and scripts of the client
 * build by name (`pages`: every chunk the `./pages` expose loads).
 */
export interface SsrManifest {
  styles: string[];
  scripts: Record<string, string[]>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** Reads the manifest in `dir` (the renderer's own folder); a missing or unreadable one gives nothing. */
export function readSsrManifest(dir: string): SsrManifest {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'ssr-manifest.json'), 'utf8')) as { styles?: unknown; pages?: unknown };
    const pages = manifest.pages && typeof manifest.pages === 'object' ? (manifest.pages as Record<string, unknown>) : {};
    return { styles: strings(manifest.styles), scripts: Object.fromEntries(Object.entries(pages).map(([name, files]) => [name, strings(files)])) };
  } catch {
    return { styles: [], scripts: {} };
  }
}
