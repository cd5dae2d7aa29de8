import { existsSync } from 'node:fs';
import path from 'node:path';
import { VERSION_PATTERN } from '@botica/shared-contracts/releases/entities';
import { hostDocument } from './host-document';
import type { ShellDocument } from './page-composer';
import { RELEASE_SERVER_DIR, releaseDir } from './release-files';
import { loadShellRenderer, type ShellRenderer } from './shell-renderer';
import { ShopLayoutCache } from './shop-layout-cache';

/** One build of the host a document can be made of: its document and assets, and its shell's server render. */
export interface HostBuild {
  /** The release's version; null for the base build (the host's dist/). */
  version: string | null;
  document: () => ShellDocument;
  renderShell: ShellRenderer['renderShell'] | null;
  shopLayout: ShopLayoutCache | null;
  loadShopperLayout: ShellRenderer['loadShopperLayout'];
}

/**
 * The host's builds (decision 082): its base build, and each released version under `<releasesDir>/<version>/` (its
 * browser build made for `/v/<version>/`, its shell in RELEASE_SERVER_DIR), loaded when a document first needs it. A
 * version whose files are not on this server is not served: its documents are made of the base build, and it says so
 * once.
 */
export class HostBuilds {
  readonly base: HostBuild;
  private readonly versions = new Map<string, HostBuild | null>();

  constructor(private readonly opts: { root: string; shellFile: string; apiUrl: string; releasesDir?: string }) {
    this.base = this.load(null, opts.root, opts.shellFile, '/');
  }

  private load(version: string | null, root: string, shellFile: string, publicPath: string): HostBuild {
    const renderer = loadShellRenderer(shellFile);
    // a shell built before the layout data existed draws the layout's defaults, and the browser reads them
    const loadShopLayout = renderer?.loadShopLayout;
    const apiUrl = this.opts.apiUrl;
    return {
      version,
      document: hostDocument(root, publicPath),
      renderShell: renderer?.renderShell ?? null,
      shopLayout: loadShopLayout ? new ShopLayoutCache((timeoutMs) => loadShopLayout(apiUrl, timeoutMs)) : null,
      loadShopperLayout: renderer?.loadShopperLayout,
    };
  }

  /** The build of `version` (null: the base build). */
  of(version: string | null): HostBuild {
    if (version === null || !this.opts.releasesDir || !VERSION_PATTERN.test(version)) return this.base;
    if (!this.versions.has(version)) {
      const root = releaseDir(this.opts.releasesDir, version);
      let build: HostBuild | null = null;
      if (existsSync(path.join(root, 'index.html'))) {
        try {
          build = this.load(version, root, path.join(root, RELEASE_SERVER_DIR, 'shell.cjs'), `/v/${version}/`);
          build.document();
        } catch (error) {
          console.error(`[host] la versión ${version} del host no se pudo cargar: sus documentos se hacen con la compilación base`, error);
          build = null;
        }
      } else {
        console.error(`[host] la versión ${version} del host no está en ${root}: sus documentos se hacen con la compilación base`);
      }
      this.versions.set(version, build);
    }
    return this.versions.get(version) ?? this.base;
  }
}
