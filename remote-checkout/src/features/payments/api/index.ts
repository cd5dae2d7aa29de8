import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The payments' calls, downloaded with the first call made (decision 054). */
export const { startPayment, fetchPaymentStatus, fetchBlupyStatus, fetchPaymentLink, fetchPaymentLinkStatus, deactivatePaymentLink } =
  onFirstCall(() => import('./payments-api'));
