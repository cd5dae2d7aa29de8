import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content', 'shared-contracts', 'platform'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('one router per page', () => {
  // Module Federation shares `@botica/platform/router`, not react-router-dom: browser code that imported
  // react-router-dom directly would get a router of its own, whose links and hooks would not see the page's.
  it('browser code imports routing only from @botica/platform/router', () => {
    const offenders = APPS.flatMap((app) => sources(path.join(top, app, 'src')))
      .filter((file) => !/\.test\.tsx?$|[\\/]test[\\/]|[\\/]server[\\/]|[\\/]shell[\\/]render-shell\.tsx$/.test(file))
      .filter((file) => !file.endsWith(path.join('platform', 'src', 'router.ts')))
      .filter((file) => /from ['"]react-router(-dom)?(\/[\w-]+)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(top, file));
    expect(offenders).toEqual([]);
  });
});
