// The modules this remote exposes (Module Federation's `exposes`, each from its src/exposes file): rspack.config.mjs
// builds them, and the federation-surface test checks them against the contract (shared-contracts/src/exposes).
export const EXPOSES = {
  './pages': './src/exposes/pages.ts',
  './search-box': './src/exposes/search-box.ts',
  './product-grid': './src/exposes/product-grid.ts',
};
