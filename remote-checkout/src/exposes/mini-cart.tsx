export { MiniCart } from '../features/cart/components/mini-cart';
