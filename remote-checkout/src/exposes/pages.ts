import { CheckoutPageNormal, CheckoutPageOncology } from '../features/cart/components/checkout-page';
import { PaymentAuthorizationPage, ProcessPaymentPage } from '../features/payments/components/card-frame-page';
import { OrderCompletionPage } from '../app/order-completion-page';
import { lazyPage } from '@botica/platform/lazy-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';
import { seedFromServerRender } from '../app/server-data';

// the server-drawn checkout page's data (when the host embedded it) is known at once, so the page hydrates as drawn
if (typeof document !== 'undefined') seedFromServerRender();

// The pages the server draws (the carts, the card payment and the completed order) come with the expose, so they
// hydrate as soon as it runs; the others are chunks of their own (lazyPage), loaded when their route opens: a
// visit to /carrito does not load the QR payments, the gift cards or the roulette.
const qr = () => import('../features/payments/components/qr-payment-page');
const link = () => import('../features/payments/components/payment-link-page');

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  cart: CheckoutPageNormal,
  'cart-oncology': CheckoutPageOncology,
  'order-finished': OrderCompletionPage,
  'share-cart': lazyPage(() => import('../features/cart/components/shared-cart-page'), 'SharedCartPage'),
  'process-payment': ProcessPaymentPage,
  'payment-authorization': PaymentAuthorizationPage,
  'process-payment-qr': lazyPage(qr, 'ProcessQrPaymentPage'),
  'qr-sicoop': lazyPage(qr, 'QrSicoopPage'),
  'qr-blupy': lazyPage(qr, 'QrBlupyPage'),
  'payment-link': lazyPage(link, 'PaymentLinkPage'),
  'temporary-qr': lazyPage(link, 'TemporaryQrPage'),
  'buy-giftcard': lazyPage(() => import('../features/giftcards/components/buy-giftcard-page'), 'BuyGiftcardPage'),
  roulette: lazyPage(() => import('../features/roulette/components/roulette-page'), 'RoulettePage'),
} satisfies PagesModule<'checkout'>['pages'];
