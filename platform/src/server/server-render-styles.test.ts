// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSsrManifest } from './ssr-manifest';

/**
 * A remote's server build, on a small app of its own: the renderer's page imports its stylesheet, and it loads a
 * browser-only widget on demand that brings a big stylesheet of its own (as the checkout's map engines do).
 */
describe('server render build: the stylesheets a drawn page names', () => {
  let work = '';

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'ssr-styles-'));
    const server = path.join(work, 'src', 'server');
    mkdirSync(server, { recursive: true });
    writeFileSync(path.join(work, 'src', 'page.css'), '.page-title{color:#123456}\n');
    writeFileSync(path.join(work, 'src', 'widget.css'), '.map-engine-canvas{position:absolute;top:0}\n');
    writeFileSync(path.join(work, 'src', 'widget.ts'), "import './widget.css';\nexport const widget = 'map';\n");
    writeFileSync(
      path.join(server, 'render.tsx'),
      [
        "import '../page.css';",
        'export async function render() {',
        "  const later = () => import('../widget');",
        "  return { html: '<h1 class=\"page-title\">Pedido</h1>', later };",
        '}',
      ].join('\n'),
    );
    const { rspack } = await import('@rspack/core');
    // the build's own module (plain JavaScript, as the remotes' rspack.server.config.mjs import it)
    const { createServerRenderConfig } = (await import(path.join(__dirname, '..', '..', 'build', 'server-render-config.mjs'))) as {
      createServerRenderConfig: (app: { dirname: string; name: string }) => (env: object, argv: object) => Parameters<typeof rspack>[0];
    };
    const config = createServerRenderConfig({ dirname: work, name: 'fixture' })(
      { outDir: path.join(work, 'dist-ssr'), clientDist: path.join(work, 'dist') },
      { mode: 'production' },
    );
    const stats = await new Promise<{ hasErrors(): boolean; toString(o: unknown): string }>((resolve, reject) =>
      rspack(config).run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors(), stats.toString({ all: false, errors: true })).toBe(false);
  }, 60_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("names only the renderer's own stylesheet, not the CSS of code loaded on demand", () => {
    const { styles } = readSsrManifest(path.join(work, 'dist-ssr'));
    expect(styles).toHaveLength(1);
    const file = path.join(work, 'dist', styles[0]!);
    expect(existsSync(file)).toBe(true);
    const css = readFileSync(file, 'utf8');
    expect(css).toContain('.page-title');
    expect(css).not.toContain('.map-engine-canvas');
  });

  it("publishes no other stylesheet into the client's static folder and leaves none beside the renderer", () => {
    const published = readdirSync(path.join(work, 'dist', 'static')).filter((f) => f.endsWith('.css'));
    expect(published.map((f) => `/static/${f}`)).toEqual(readSsrManifest(path.join(work, 'dist-ssr')).styles);
    expect(readdirSync(path.join(work, 'dist-ssr')).filter((f) => f.endsWith('.css'))).toEqual([]);
  });
});
