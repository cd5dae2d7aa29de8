import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface Instance {
  options: { name: string };
}
interface Runtime {
  init(options: { name: string; remotes: [] }): Instance;
  getInstance(): Instance | null;
}
interface ProvidedBundlerRuntime {
  runtime: Runtime;
  instance: unknown;
  bundlerRuntime: Record<string, unknown>;
  bundlerRuntimeOptions: Record<string, unknown>;
}

const { provideBundlerRuntime } = require('./bundler-runtime-for-remotes.cjs') as {
  provideBundlerRuntime(federation: unknown, initContainerEntry: unknown): void;
};
const { FEDERATION_BUNDLER_RUNTIME_GLOBAL } = require('./federation-globals.cjs') as { FEDERATION_BUNDLER_RUNTIME_GLOBAL: string };
const federation = (require('@module-federation/webpack-bundler-runtime') as { default: ProvidedBundlerRuntime }).default;
const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs') as { initContainerEntry: unknown };

const globals = globalThis as unknown as Record<string, ProvidedBundlerRuntime>;
/** What a remote's entry reads once, as its external. */
const readByARemote = () => globals[FEDERATION_BUNDLER_RUNTIME_GLOBAL]!;

afterEach(() => {
  delete globals[FEDERATION_BUNDLER_RUNTIME_GLOBAL];
});

describe('the bundler runtime the host hands to the remotes', () => {
  it('gives each remote the same functions and state of its own', () => {
    provideBundlerRuntime(federation, initContainerEntry);
    const catalog = readByARemote();
    const checkout = readByARemote();
    expect(catalog.bundlerRuntime.consumes).toBe(federation.bundlerRuntime.consumes);
    expect(catalog.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(catalog.bundlerRuntimeOptions).not.toBe(checkout.bundlerRuntimeOptions);
    expect(catalog.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
    expect(catalog.bundlerRuntime.S).not.toBe(checkout.bundlerRuntime.S);
    expect(catalog.instance).toBeUndefined();
  });

  it("creates each remote's instance once and leaves the page's default instance to the host", () => {
    provideBundlerRuntime(federation, initContainerEntry);
    const host = federation.runtime.init({ name: 'host-under-test', remotes: [] });
    const catalog = readByARemote().runtime.init({ name: 'catalog-under-test', remotes: [] });
    expect(catalog.options.name).toBe('catalog-under-test');
    expect(federation.runtime.getInstance()).toBe(host);
    // a second entry of the same remote (a page that loads it again) finds the instance it made
    expect(readByARemote().runtime.init({ name: 'catalog-under-test', remotes: [] })).toBe(catalog);
  });
});
