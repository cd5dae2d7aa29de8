import { type ReactNode, useEffect, useRef } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link, useParams, useSearchParams } from '@botica/platform/router';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import { fetchOnlinePaymentType } from '../api';
import './payments.css';

/**
 * The completion page's arrival (spec 001 §4 "Purchase completion"): unless the provider came back with a failed
 * transaction (Tigo Money's transactionStatus), `onArrival` finishes the cart (the saved one on the server with
 * `POST /cart/finish`, the browser's, the oncology one with oncologico=true); then the order is shown.
 */
export function CompletionGate({ onArrival, children }: { onArrival: () => void; children: ReactNode }) {
  const [search] = useSearchParams();
  const status = search.get('transactionStatus');
  const failed = status !== null && status.toLowerCase() !== 'success';
  const ran = useRef(false);
  const { id } = useParams();
  // Drawn by the server with the order (a failed read shows the order's page, as for products)
  const { data: tipo } = useQuery(id && /^\d{1,9}$/.test(id) ? checkoutQueries.onlinePaymentType(id) : null, () => fetchOnlinePaymentType(id!), {
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (failed || ran.current) return;
    ran.current = true;
    onArrival();
  }, [failed, onArrival]);

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
  if (tipo === 'SERV') {
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
