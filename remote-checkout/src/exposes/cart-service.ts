// The cart service the host starts when the page first needs the cart (idempotent).
export { startCartService } from '../features/cart/state/cart.commands';
