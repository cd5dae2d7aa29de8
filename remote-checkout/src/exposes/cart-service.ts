// The cart service the host starts at boot (idempotent).
export { startCartService } from '../features/cart/state/cart.service';
