// The pure rule lives in the contracts: every app that shows or adds a product (catalog, content) uses the same one.
export { productPrices } from '@botica/shared-contracts/cart/quantity';
