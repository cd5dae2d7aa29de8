// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CatalogExposes } from '@botica/shared-contracts/exposes/catalog';
import { EXPOSED_MODULES } from '@botica/shared-contracts/exposes/remotes';
import { ROUTES, ROUTES_WITH_PAGE } from '@botica/shared-contracts/routes/route-table';

/** Each exposed file's exports satisfy the module's declared type (checked by the compiler). */
type Satisfies<T extends U, U> = T;
export type ExposesMatchContract = [
  Satisfies<typeof import('./pages'), CatalogExposes['pages']>,
  Satisfies<typeof import('./search-box'), CatalogExposes['search-box']>,
];

type Plugin = { constructor: { name: string }; _options?: { exposes?: Record<string, string> } };

/** The `exposes` the bundler builds this remote with, read from its rspack configuration. */
async function bundlerExposes(): Promise<Record<string, string>> {
  const config: { default: (env: unknown, argv: { mode: string }) => unknown } = await import(
    new URL('../../rspack.config.mjs', import.meta.url).href
  );
  const built = config.default({}, { mode: 'development' });
  const plugins = [built].flat().flatMap((c) => ((c as { plugins?: Plugin[] }).plugins ?? []));
  const federation = plugins.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  return federation?._options?.exposes ?? {};
}

describe('federation surface', () => {
  it('the bundler exposes exactly the modules the contract declares, each from its src/exposes file', async () => {
    const exposes = await bundlerExposes();
    expect(Object.keys(exposes).sort()).toEqual(EXPOSED_MODULES.catalog.map((m) => `./${m}`).sort());
    for (const [name, file] of Object.entries(exposes)) {
      expect(file).toMatch(new RegExp(`^\\./src/exposes/${name.slice(2)}\\.tsx?$`));
      expect(existsSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)))).toBe(true);
    }
    // loading the bundler's configuration (rspack and its plugins) takes seconds on a busy machine
  }, 60_000);
  it('exposes a page for exactly the routes the route table marks as built for catalog', async () => {
    const { pages } = await import('./pages');
    const built = ROUTES.filter((route) => route.owner === 'catalog' && ROUTES_WITH_PAGE.has(route.id)).map((route) => route.id);
    expect(Object.keys(pages).sort()).toEqual(built.sort());
  }, 30_000);
});
