// A grid of catalog's product cards for products another app fetched (the landing worlds); the cards' add button
// goes through `checkout:add-to-cart`, to the oncology cart when `oncologico` is set.
import { ProductGrid } from '../components/product-grid';

export { ProductGrid };
export default ProductGrid;
