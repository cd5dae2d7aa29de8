// The federation's bundler runtime (@module-federation/webpack-bundler-runtime: the functions a container's
// generated code calls to load shared modules, initialise its share scope and expose its modules) handed from
// the page's provider (the host, or a remote's standalone runtime script) to every production remote, which then
// does not bundle a copy of it (about 4.5 KB gzip of each remoteEntry.js).
//
// The functions take the container they serve as an argument (its __webpack_require__), so one copy serves all.
// What the package keeps per container is given fresh to each remote, read through a getter: the object the
// container's generated code fills in (options, instance) and the share scope placeholder `S`. Its runtime's
// `init` is the library's own lookup-or-create of the container's instance, except that it leaves the page's
// default instance (the one the host's `loadRemote` uses) as it is: the library's version makes the first
// instance it creates the default one, and here the host's copy of the library is shared.
const { FEDERATION_BUNDLER_RUNTIME_GLOBAL } = require('./federation-globals.cjs');

/** @param {typeof import('@module-federation/runtime')} runtime */
function initContainerInstance(runtime) {
  return (options) => {
    const normalized = { ...options, id: options.id || '' };
    const existing = runtime.getInstance(
      (instance) => instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version),
    );
    if (!existing) return runtime.createInstance(normalized);
    existing.initOptions(normalized);
    return existing;
  };
}

/**
 * @param {any} federation the package's default export, as the provider bundles it
 * @param {Function} initContainerEntry the package's container initialisation, which a build without exposes (the
 *   host) leaves out of its own bundlerRuntime
 */
function provideBundlerRuntime(federation, initContainerEntry) {
  if (Object.getOwnPropertyDescriptor(globalThis, FEDERATION_BUNDLER_RUNTIME_GLOBAL)) return;
  Object.defineProperty(globalThis, FEDERATION_BUNDLER_RUNTIME_GLOBAL, {
    configurable: true,
    get: () => ({
      ...federation,
      runtime: { ...federation.runtime, init: initContainerInstance(federation.runtime) },
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry },
      bundlerRuntimeOptions: {},
    }),
  });
}

module.exports = { provideBundlerRuntime };
