import { onFirstCall } from '@botica/platform/http/on-first-call';

/**
 * The checkout's calls, downloaded with the first call made (decision 054): the cart pages are drawn by the server
 * from the server's copy of the cart, in the document,, and call nothing while they boot, so the HTTP client, valibot and the answers'
 * schemas come with the shopper's first step instead of with the page. The server's render imports the call
 * files themselves.
 */
export const {
  fetchCalculation,
  fetchCustomer,
  fetchSavedCards,
  fetchAddresses,
  fetchDepartments,
  fetchCities,
  fetchBranches,
  fetchDeliverySlots,
  fetchOrder,
  fetchOrderByToken,
  placeOrder,
  checkGiftCard,
  verifyGiftOption,
} = onFirstCall(() => import('./checkout-api'));
export const { shareCart } = onFirstCall(() => import('./share-cart'));
export const { openSharedCart } = onFirstCall(() => import('./open-shared-cart'));
