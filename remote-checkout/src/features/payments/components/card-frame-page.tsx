import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@botica/platform/router';
import { type CheckoutForm, SANDBOX_CHECKOUT_SCRIPT } from '@botica/platform/payments/card-checkout';
import { BANCARD_CHECKOUT, checkoutFormFor } from '@botica/shared-contracts/payments/bancard-checkout';
import { PAYMENT_SUCCESS } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { startPayment } from '../api';
import { type CardPaymentState, isCardState } from '../state/payment-state';
import { detailsText, type FrameMessage, ProviderFrame } from './provider-frame';
import './payments.css';

type Variant = 'card' | 'authorization';

/** The sandbox's frames (it answers as Bancard at /sandbox/bancard): drawn first for a payment whose state predates its address. */
export const frameUrl = (form: CheckoutForm, processId: string) => `/sandbox/bancard${BANCARD_CHECKOUT.forms[form].path}?process_id=${encodeURIComponent(processId)}`;

const TITLES: Record<ReturnType<typeof checkoutFormFor>, string> = { Checkout: 'Pago con tarjeta', Zimple: 'Pago con Zimple', Charge3DS: 'Autenticación 3-D Secure' };

/**
 * /procesar-pago (the card frame; Zimple's own frame for zimple) and /autorizacion-pago (3-D Secure of a saved card),
 * spec 001 §2 and §4: payment_success goes to the completion page; another message with details shows the failure and a retry.
 * The retry starts a new payment of the same order (a declined process is closed at the provider).
 * The payment comes from the history entry, which a reload keeps; a page opened anew has none.
 */
function CardFramePage({ variant }: { variant: Variant }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = isCardState(location.state) ? location.state : null;
  const [failure, setFailure] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const testId = variant === 'card' ? 'process-payment-page' : 'payment-authorization-page';
  // the published script's form: Zimple's own frame for zimple, a card's, or a saved card's 3-D Secure
  const form = variant === 'authorization' ? 'Charge3DS' : checkoutFormFor(state?.paymentType ?? '');
  const title = TITLES[form];

  if (!state) {
    return (
      <div className="pay-page" data-testid={testId}>
        <p>No hay un pago en curso.</p>
        <Link className="pay-button" to="/carrito">
          {PAYMENT_MESSAGES.editCart}
        </Link>
      </div>
    );
  }

  function onMessage(m: FrameMessage) {
    if (m.message === PAYMENT_SUCCESS) {
      navigate(paths.orderFinished(state!.codigo), { replace: true });
      return;
    }
    if (m.details !== null || m.message) setFailure(detailsText(m.details) ?? m.message);
  }

  async function retry() {
    setRetrying(true);
    try {
      const again = await startPayment(state!.codigo, { formaPago: state!.paymentType, aliasToken: state!.aliasToken ?? undefined });
      const next: CardPaymentState = {
        codigo: state!.codigo,
        paymentType: state!.paymentType,
        aliasToken: state!.aliasToken,
        process_id: again.process_id ?? '',
        ...(again.checkout ? { checkout: again.checkout } : {}),
        ...(again.frame_url ? { frameUrl: again.frame_url } : {}),
      };
      setFailure(null);
      navigate(location.pathname, { replace: true, state: next });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.errors[0]!.msg : PAYMENT_MESSAGES.somethingWrong);
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="pay-page" data-testid={testId}>
      <h1 className="pay-title">{variant === 'card' ? title : 'Autorización del pago'}</h1>
      {failure ? (
        <div className="pay-card" role="alert">
          <p className="pay-error">{PAYMENT_MESSAGES.somethingWrong}</p>
          <p data-testid="payment-failure-details">{failure}</p>
          <div className="pay-actions">
            <button type="button" className="pay-button" disabled={retrying} onClick={() => void retry()}>
              {retrying ? PAYMENT_MESSAGES.processing : 'Reintentar'}
            </button>
            {variant === 'card' && (
              <Link className="pay-button pay-button-secondary" to="/carrito">
                {PAYMENT_MESSAGES.editCart}.
              </Link>
            )}
          </div>
        </div>
      ) : (
        <>
          <p className="pay-muted">
            Pedido número <span data-testid="payment-order">{state.codigo}</span>
          </p>
          <ProviderFrame
            key={state.process_id}
            checkout={state.checkout ?? SANDBOX_CHECKOUT_SCRIPT}
            form={form}
            processId={state.process_id}
            drawn={state.frameUrl ?? (state.checkout ? null : frameUrl(form, state.process_id))}
            title={title}
            onMessage={onMessage}
          />
          <div className="pay-actions">
            <Link className="pay-button pay-button-secondary" to="/carrito">
              {variant === 'card' ? `${PAYMENT_MESSAGES.editCart}.` : PAYMENT_MESSAGES.editCart}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

export const ProcessPaymentPage = () => <CardFramePage variant="card" />;
export const PaymentAuthorizationPage = () => <CardFramePage variant="authorization" />;
