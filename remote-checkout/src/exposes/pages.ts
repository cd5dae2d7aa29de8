import { CheckoutPageNormal, CheckoutPageOncology } from '../features/cart/components/checkout-page';
import { SharedCartPage } from '../features/cart/components/shared-cart-page';
import { PaymentAuthorizationPage, ProcessPaymentPage } from '../features/payments/components/card-frame-page';
import { PaymentLinkPage, TemporaryQrPage } from '../features/payments/components/payment-link-page';
import { ProcessQrPaymentPage, QrBlupyPage, QrSicoopPage } from '../features/payments/components/qr-payment-page';
import { BuyGiftcardPage } from '../features/giftcards/components/buy-giftcard-page';
import { RoulettePage } from '../features/roulette/components/roulette-page';
import { OrderCompletionPage } from '../app/order-completion-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';
import { seedFromServerRender } from '../app/server-data';

// the server-drawn checkout page's data (when the host embedded it) is known at once, so the page hydrates as drawn
if (typeof document !== 'undefined') seedFromServerRender();

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  cart: CheckoutPageNormal,
  'cart-oncology': CheckoutPageOncology,
  'order-finished': OrderCompletionPage,
  'share-cart': SharedCartPage,
  'process-payment': ProcessPaymentPage,
  'payment-authorization': PaymentAuthorizationPage,
  'process-payment-qr': ProcessQrPaymentPage,
  'qr-sicoop': QrSicoopPage,
  'qr-blupy': QrBlupyPage,
  'payment-link': PaymentLinkPage,
  'temporary-qr': TemporaryQrPage,
  'buy-giftcard': BuyGiftcardPage,
  roulette: RoulettePage,
} satisfies PagesModule<'checkout'>['pages'];
