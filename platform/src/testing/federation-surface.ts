import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPOSED_MODULES, type RemoteName } from '@botica/shared-contracts/exposes/remotes';
import { ROUTES, ROUTES_WITH_PAGE } from '@botica/shared-contracts/routes/route-table';

/** An expose as the federation plugin takes it: the module's path, or the path with a chunk name (`./pages`). */
type Expose = string | { import: string; name?: string };
type Plugin = { constructor: { name: string }; _options?: { exposes?: Record<string, Expose> } };

/** The `exposes` the bundler builds a remote with, read from its rspack configuration. */
async function bundlerExposes(appRoot: URL): Promise<Record<string, Expose>> {
  const config: { default: (env: unknown, argv: { mode: string }) => unknown } = await import(new URL('rspack.config.mjs', appRoot).href);
  const built = config.default({}, { mode: 'development' });
  const plugins = [built].flat().flatMap((c) => ((c as { plugins?: Plugin[] }).plugins ?? []));
  const federation = plugins.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  return federation?._options?.exposes ?? {};
}

/**
 * The run-time half of a remote's federation contract (the compiler checks the exports): the bundler exposes
 * exactly the declared modules, each from its `src/exposes` file, and `pages` holds exactly the remote's built routes.
 */
export function describeFederationSurface(remote: RemoteName, appRoot: URL, loadPages: () => Promise<{ pages: object }>): void {
  describe('federation surface', () => {
    it('the bundler exposes exactly the modules the contract declares, each from its src/exposes file', async () => {
      const exposes = await bundlerExposes(appRoot);
      expect(Object.keys(exposes).sort()).toEqual(EXPOSED_MODULES[remote].map((m) => `./${m}`).sort());
      for (const [name, expose] of Object.entries(exposes)) {
        const file = typeof expose === 'string' ? expose : expose.import;
        expect(file).toMatch(new RegExp(`^\\./src/exposes/${name.slice(2)}\\.tsx?$`));
        expect(existsSync(fileURLToPath(new URL(file, appRoot)))).toBe(true);
      }
      // loading the bundler's configuration (rspack and its plugins) takes seconds on a busy machine
    }, 60_000);

    it(`exposes a page for exactly the routes the route table marks as built for ${remote}`, async () => {
      const { pages } = await loadPages();
      const built = ROUTES.filter((route) => route.owner === remote && ROUTES_WITH_PAGE.has(route.id)).map((route) => route.id);
      expect(Object.keys(pages).sort()).toEqual(built.sort());
    }, 30_000);
  });
}
