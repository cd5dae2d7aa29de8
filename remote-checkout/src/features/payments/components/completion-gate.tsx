import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@botica/platform/router';
import type { OnlinePayment } from '@botica/shared-contracts/checkout/entities';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import './payments.css';

/**
 * The completion page's arrival (spec 001 §4 "Purchase completion"): unless the provider came back with a failed
 * transaction (Tigo Money's transactionStatus), `onArrival` finishes the cart (the saved one on the server with
 * `POST /cart/finish`, the browser's, the oncology one with oncologico=true) once `ready` (the named order is known to
 * be the shopper's: an order that does not exist finishes nothing); then the order is shown. An order whose online
 * payment bought a gift card (`pagoOnline.tipo` SERV) is thanked for it instead.
 */
export function CompletionGate({
  onArrival,
  ready = true,
  pagoOnline = null,
  children,
}: {
  onArrival: () => void;
  ready?: boolean;
  pagoOnline?: OnlinePayment;
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const status = search.get('transactionStatus');
  const failed = status !== null && status.toLowerCase() !== 'success';
  const ran = useRef(false);
  useEffect(() => {
    if (failed || !ready || ran.current) return;
    ran.current = true;
    onArrival();
  }, [failed, ready, onArrival]);

  if (failed) {
    return (
      <div className="pay-page" data-testid="purchase-failed-page">
        <div className="pay-card" role="alert">
          <p className="pay-error">{PAYMENT_MESSAGES.purchaseFailed}</p>
          {search.get('merchantTransactionId') && <p className="pay-muted">Transacción {search.get('merchantTransactionId')}</p>}
          <div className="pay-actions">
            <Link className="pay-button" to="/carrito">
              Volver al carrito
            </Link>
            <Link className="pay-button pay-button-secondary" to="/">
              Inicio
            </Link>
          </div>
        </div>
      </div>
    );
  }
  if (pagoOnline?.tipo === 'SERV') {
    return (
      <div className="pay-page" data-testid="giftcard-thanks-page">
        <div className="pay-card">
          <h1 className="pay-title">{PAYMENT_MESSAGES.thanks}</h1>
          <p>Tu Gift Card fue pagada: el destinatario recibirá su código en breve.</p>
          <div className="pay-actions">
            <Link className="pay-button" to="/comprar-giftcard">
              Comprar otra Gift Card
            </Link>
            <Link className="pay-button pay-button-secondary" to="/">
              Inicio
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
