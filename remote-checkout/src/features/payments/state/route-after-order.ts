import { followUpOf, PAYMENT_POLL_MS, paymentTypeCode, WALLET_WAIT_MS } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import type { PaymentStart } from '@botica/shared-contracts/payments/responses';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { fetchPaymentStatus, startPayment } from '../api';
import type { CardPaymentState, QrPaymentState } from './payment-state';

export interface AfterOrder {
  codigo: number;
  /** The chosen method's name (spec 000 §3 catalogue). */
  metodo: string | null;
  oncologico: boolean;
  aliasToken?: string | null;
  telefono?: string | null;
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
  /** Clears the browser's cart: at once for methods paid later (cash), after the payment for the others. */
  clearCart: () => void;
  /** The wallet wait ('Aguardando...') starts or ends. */
  onWaiting?: (waiting: boolean) => void;
  /** Full-page redirect to the provider (Tigo Money). */
  redirect?: (url: string) => void;
  /** Tests shorten the waits. */
  timing?: { pollMs: number; walletWaitMs: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The next screen after the order call, by payment method (spec 000 §4 "Finish", spec 001 §4 "Post-order
 * payment routing"). Throws an ApiError when the payment cannot start or the wallet declines or times out;
 * the checkout shows its message as it shows an order error.
 */
export async function routeAfterOrder(o: AfterOrder): Promise<void> {
  const finished = `${paths.orderFinished(o.codigo)}${o.oncologico ? '?oncologico=true' : ''}`;
  const followUp = o.oncologico ? 'none' : followUpOf(o.metodo);
  if (followUp === 'none') {
    o.clearCart();
    o.navigate(finished);
    return;
  }
  const started: PaymentStart = await startPayment(o.codigo, {
    formaPago: o.metodo!,
    tipoPago: paymentTypeCode(o.metodo),
    aliasToken: o.aliasToken ?? undefined,
    telefono: o.telefono ?? undefined,
  });
  const card: CardPaymentState = {
    process_id: started.process_id ?? '',
    paymentType: o.metodo!,
    codigo: o.codigo,
    aliasToken: o.aliasToken ?? null,
    ...(started.checkout ? { checkout: started.checkout } : {}),
    ...(started.frame_url ? { frameUrl: started.frame_url } : {}),
  };
  const qr: QrPaymentState | null = started.qr ? { codigo: o.codigo, metodo: o.metodo!, qr: started.qr, abierto: Date.now() } : null;
  switch (followUp) {
    case 'card':
      if (started.process_id) {
        return o.navigate('/procesar-pago', { state: card });
      }
      break;
    case 'saved-card':
      if (started.process_id) {
        return o.navigate('/autorizacion-pago', { state: card });
      }
      break;
    case 'redirect':
      if (started.redirectUrl) return (o.redirect ?? ((url) => window.location.assign(url)))(started.redirectUrl);
      break;
    case 'qr':
      if (started.qr_image_url && qr) return o.navigate('/procesar-pago-qr', { state: qr });
      break;
    case 'qr-cabal':
      if (qr) return o.navigate('/pago-qr-sicoop', { state: qr });
      break;
    case 'qr-blupy':
      if (qr) return o.navigate('/pago-qr-blupy', { state: qr });
      break;
    case 'wallet':
      if (started.hook_alias) return waitForWallet(o, started.hook_alias, finished);
      break;
  }
  o.clearCart();
  o.navigate(finished);
}

/** billetera_personal: the push is on the phone; the status is asked until it is decided or the wait runs out. */
async function waitForWallet(o: AfterOrder, alias: string, finished: string): Promise<void> {
  const { pollMs, walletWaitMs } = o.timing ?? { pollMs: Math.min(PAYMENT_POLL_MS, 5_000), walletWaitMs: WALLET_WAIT_MS };
  o.onWaiting?.(true);
  try {
    const until = Date.now() + walletWaitMs;
    while (Date.now() < until) {
      await sleep(Math.min(pollMs, Math.max(0, until - Date.now())));
      const status = await fetchPaymentStatus(alias).catch(() => null);
      if (status?.success) {
        o.clearCart();
        o.navigate(finished);
        return;
      }
      if (status?.pago && status.pago.estado !== 'PENDIENTE') throw new ApiError(400, [{ msg: status.pago.respuestaDescripcion ?? PAYMENT_MESSAGES.eventFailed }]);
    }
    throw new ApiError(408, [{ msg: PAYMENT_MESSAGES.walletTimeout }]);
  } finally {
    o.onWaiting?.(false);
  }
}
