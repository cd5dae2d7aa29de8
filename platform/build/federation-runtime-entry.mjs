// Entry of a remote's standalone page's federation-runtime.js. It has no code of its own: the Module Federation
// plugin of its build (provideExternalRuntime) puts the federation runtime into the page for the remote's
// remoteEntry.js and main.js, which are built to use the runtime of the page they run in (externalRuntime).
export {};
