import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPOSED_MODULES, type RemoteName } from '@botica/shared-contracts/exposes/remotes';
import { ROUTES, ROUTES_WITH_PAGE } from '@botica/shared-contracts/routes/route-table';

/** The `exposes` the remote's rspack configuration gives the federation plugin: its own `exposes.mjs`. */
async function declaredExposes(appRoot: URL): Promise<Record<string, string>> {
  const own: { EXPOSES: Record<string, string> } = await import(new URL('exposes.mjs', appRoot).href);
  return own.EXPOSES;
}

/**
 * The run-time half of a remote's federation contract (the compiler checks the exports): the bundler exposes
 * exactly the declared modules, each from its `src/exposes` file, and `pages` holds exactly the remote's built routes.
 */
export function describeFederationSurface(remote: RemoteName, appRoot: URL, loadPages: () => Promise<{ pages: object }>): void {
  describe('federation surface', () => {
    it('exposes exactly the modules the contract declares, each from its src/exposes file', async () => {
      const exposes = await declaredExposes(appRoot);
      expect(Object.keys(exposes).sort()).toEqual(EXPOSED_MODULES[remote].map((m) => `./${m}`).sort());
      for (const [name, expose] of Object.entries(exposes)) {
        expect(expose).toMatch(new RegExp(`^\\./src/exposes/${name.slice(2)}\\.tsx?$`));
        expect(existsSync(fileURLToPath(new URL(expose, appRoot)))).toBe(true);
      }
    });

    it(`exposes a page for exactly the routes the route table marks as built for ${remote}`, async () => {
      const { pages } = await loadPages();
      const built = ROUTES.filter((route) => route.owner === remote && ROUTES_WITH_PAGE.has(route.id)).map((route) => route.id);
      expect(Object.keys(pages).sort()).toEqual(built.sort());
    }, 30_000);
  });
}
