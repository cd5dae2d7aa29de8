/** The visitor's routes with a page, as the accessibility gate visits them (a11y.spec.ts, a11y-public.spec.ts). */
export const VISITOR = [
  'home', 'product', 'world-product', 'category', 'products', 'products-promo', 'products-custom', 'discounts', 'search',
  'world-search', 'featured', 'by-brand', 'by-maker', 'buy-giftcard', 'world', 'world-section', 'rental', 'contact', 'jobs',
  'branches', 'about', 'blog', 'blog-post', 'promo-lolly', 'promo-fuera-nati-u', 'promo-mama-y-papa', 'promo-amistad',
  'promo-trivia-terms', 'promo-dia-del-nino', 'promo-aniversario', 'mega-promos', 'magazine', 'saluder', 'invoice', 'privacy',
  'terms', 'bases', 'cover',
] as const;
/** The visitor pages of the first of the two public tests (the rest are content's). */
export const CATALOG_PAGES: readonly string[] = [
  'home', 'product', 'world-product', 'category', 'products', 'products-promo', 'products-custom', 'discounts', 'search',
  'world-search', 'featured', 'by-brand', 'by-maker', 'buy-giftcard',
];
/** The checkout's routes with a page (a11y-checkout.spec.ts). */
export const CHECKOUT = ['cart', 'share-cart', 'cart-oncology', 'order-finished'] as const;
/** The payments' routes with a page (a11y-checkout.spec.ts). */
export const PAYMENTS = [
  'process-payment', 'process-payment-qr', 'qr-sicoop', 'qr-blupy', 'payment-link', 'temporary-qr', 'payment-authorization',
] as const;
