// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type RspackConfig = { resolve: { modules?: string[] } } & Record<string, unknown>;
interface BuildAnswer {
  errors: string[];
  warnings: string[];
}

const repoModules = path.join(__dirname, '..', '..', '..', 'node_modules');
const maplibreDir = path.dirname(createRequire(import.meta.url).resolve('maplibre-gl/package.json'));

/**
 * A remote's server build (platform/build/server-render-config.mjs) of a small app of its own whose page loads a map
 * widget on demand, as the checkout's branch map does: the widget imports maplibre-gl, its stylesheet and its worker
 * (`new URL()`). The packages resolve from the repository's node_modules, as an app's would.
 */
async function buildFixture(work: string, files: Record<string, string>): Promise<BuildAnswer> {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), text);
  }
  const { rspack } = await import('@rspack/core');
  const { createServerRenderConfig } = (await import(path.join(__dirname, '..', '..', 'build', 'server-render-config.mjs'))) as {
    createServerRenderConfig: (app: { dirname: string; name: string }) => (env: object, argv: object) => RspackConfig;
  };
  const config = createServerRenderConfig({ dirname: work, name: 'fixture' })(
    { outDir: path.join(work, 'dist-ssr'), clientDist: path.join(work, 'dist') },
    { mode: 'production' },
  );
  config.resolve.modules = ['node_modules', repoModules];
  const stats = await new Promise<{ toJson(o: unknown): { errors?: { message: string }[]; warnings?: { message: string }[] } }>((resolve, reject) =>
    rspack(config as Parameters<typeof rspack>[0]).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  // a message's first line: the lines after it quote the module's source (a minified library's, megabytes of it)
  const firstLine = ({ message }: { message: string }) => message.trim().split('\n')[0]!;
  return { errors: (json.errors ?? []).map(firstLine), warnings: (json.warnings ?? []).map(firstLine) };
}

describe('server render build: browser-only libraries stay out of the renderer', () => {
  let work = '';
  let answer: BuildAnswer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'ssr-browser-only-'));
    answer = await buildFixture(work, {
      'src/map-widget.ts': [
        "import * as maplibregl from 'maplibre-gl';",
        "import 'maplibre-gl/dist/maplibre-gl.css';",
        "export const workerUrl = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;",
        'export const drawMap = (container: HTMLElement) => new maplibregl.Map({ container });',
      ].join('\n'),
      'src/server/render.tsx': [
        'export async function render() {',
        "  const later = () => import('../map-widget');",
        "  return { html: '<div class=\"branch-map\">Mapa de sucursales</div>', later };",
        '}',
      ].join('\n'),
    });
  }, 60_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('builds without errors or warnings (none about the map library\'s own code)', () => {
    expect(answer.errors).toEqual([]);
    expect(answer.warnings).toEqual([]);
  });

  it("writes none of the map library: no worker file, and the renderer's files stay small", () => {
    const out = path.join(work, 'dist-ssr');
    const files = readdirSync(out);
    expect(files.filter((file) => !file.endsWith('.cjs') && file !== 'ssr-manifest.json')).toEqual([]);
    const bytes = files.reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);
    // maplibre-gl alone is over a megabyte, its worker half of one
    expect(bytes).toBeLessThan(100_000);
  });

  it('still draws the page', async () => {
    const renderer = createRequire(import.meta.url)(path.join(work, 'dist-ssr', 'render.cjs')) as { render(): Promise<{ html: string }> };
    expect((await renderer.render()).html).toContain('Mapa de sucursales');
  });

  it('fails a build that reaches a browser-only library by a path of its own, naming the library', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'ssr-browser-only-'));
    try {
      const failed = await buildFixture(other, {
        'src/server/render.tsx': [
          `import ${JSON.stringify(path.join(maplibreDir, 'dist', 'maplibre-gl.css'))};`,
          'export async function render() {',
          "  return { html: '<p>Mapa</p>' };",
          '}',
        ].join('\n'),
      });
      expect(failed.errors).toHaveLength(1);
      expect(failed.errors[0]).toContain('El renderizador del servidor incluye maplibre-gl');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
