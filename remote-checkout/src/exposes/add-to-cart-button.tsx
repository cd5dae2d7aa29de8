export { AddToCartButton } from '../features/cart/components/add-to-cart-button';
