import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@botica/platform/router';
import { PAYMENT_POLL_MS } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import type { PaymentStatus } from '@botica/shared-contracts/payments/responses';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { fetchBlupyStatus, fetchPaymentStatus } from '../api';
import { isQrState } from '../state/payment-state';
import { type QrOutcome, type QrVariant, qrOutcome } from '../state/qr-rules';
import './payments.css';

const TITLES: Record<QrVariant, string> = { qr: 'Pago con QR', 'qr-cabal': 'Pago con QR Cabal', 'qr-blupy': 'Pago con QR Blupy' };
const TEST_IDS: Record<QrVariant, string> = { qr: 'qr-payment-page', 'qr-cabal': 'qr-sicoop-page', 'qr-blupy': 'qr-blupy-page' };

/**
 * The QR pages (spec 001 §4): the QR of the payment, its token, a download link and the wait; the status is asked
 * every 10 s and the wait expires after 5 minutes.
 */
function QrPaymentPage({ variant }: { variant: QrVariant }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = isQrState(location.state) ? location.state : null;
  const [outcome, setOutcome] = useState<QrOutcome>({ kind: 'waiting' });
  const done = useRef(false);

  useEffect(() => {
    if (!state) return;
    const ask = async () => {
      if (done.current) return;
      const alias = state.qr.hook_alias;
      const status: PaymentStatus | null = await (variant === 'qr-blupy' ? fetchBlupyStatus(state.qr.pago.token) : fetchPaymentStatus(alias)).catch(() => null);
      if (done.current) return;
      const next = qrOutcome(variant, status, state.codigo, Date.now() - state.abierto);
      if (next.kind === 'waiting') return;
      done.current = true;
      if (next.kind === 'paid') navigate(paths.orderFinished(state.codigo), { replace: true });
      else if (next.kind === 'recalculated') navigate('/carrito', { replace: true, state: { recalculado: true } });
      else setOutcome(next);
    };
    void ask();
    const timer = setInterval(() => void ask(), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [state, variant, navigate]);

  if (!state) {
    return (
      <div className="pay-page" data-testid={TEST_IDS[variant]}>
        <p>No hay un pago en curso.</p>
        <Link className="pay-button" to="/carrito">
          {PAYMENT_MESSAGES.editCart}
        </Link>
      </div>
    );
  }
  const { qr } = state;
  return (
    <div className="pay-page" data-testid={TEST_IDS[variant]}>
      <h1 className="pay-title">{TITLES[variant]}</h1>
      {outcome.kind === 'error' ? (
        <div className="pay-card" role="alert" data-testid="qr-error">
          <p className="pay-error">{outcome.message}</p>
          {outcome.detail && <p>{outcome.detail}</p>}
          <div className="pay-actions">
            <Link className="pay-button" to="/carrito">
              {PAYMENT_MESSAGES.editCart}
            </Link>
          </div>
        </div>
      ) : (
        <div className="pay-card">
          <p>
            Escaneá el código con la app de tu banco o billetera para pagar el pedido número <span data-testid="payment-order">{state.codigo}</span>.
          </p>
          {qr.tieneTope.tiene && qr.tieneTope.mensaje && <p className="pay-muted">{qr.tieneTope.mensaje}</p>}
          <img className="pay-qr" src={qr.qr_base64 || qr.qr_image_url} alt="Código QR del pago" />
          <p className="pay-token" data-testid="qr-token">
            {qr.pago.token}
          </p>
          {qr.supported_clients.length > 0 && (
            <ul className="pay-clients" aria-label="Apps habilitadas">
              {qr.supported_clients.map((c) => (
                <li key={c.name}>{c.name}</li>
              ))}
            </ul>
          )}
          <p className="pay-muted" aria-live="polite">
            Esperando la confirmación del pago...
          </p>
          <div className="pay-actions">
            <a className="pay-button pay-button-secondary" href={qr.qr_base64} download={`qr-pedido-${state.codigo}.png`}>
              Descargar a la galería
            </a>
            <button type="button" className="pay-button pay-button-secondary" onClick={() => navigate('/carrito')}>
              Editar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export const ProcessQrPaymentPage = () => <QrPaymentPage variant="qr" />;
export const QrSicoopPage = () => <QrPaymentPage variant="qr-cabal" />;
export const QrBlupyPage = () => <QrPaymentPage variant="qr-blupy" />;

