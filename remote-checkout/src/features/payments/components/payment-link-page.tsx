import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@botica/platform/router';
import { formatGs } from '@botica/shared-contracts/format/money';
import { PAYMENT_POLL_MS } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import type { PaymentLink } from '@botica/shared-contracts/payments/responses';
import { deactivatePaymentLink, fetchPaymentLink, fetchPaymentLinkStatus } from '../api';
import './payments.css';

type View = { kind: 'loading' } | { kind: 'missing' } | { kind: 'link'; link: PaymentLink } | { kind: 'paid' } | { kind: 'error'; message: string };

/** The two forms of a payment link: /link-pago/{token} and its second form /qr-temporal/{token}. */
const FORMS = {
  link: { title: 'Link de pago', testId: 'payment-link-page' },
  'temporary-qr': { title: 'QR de pago', testId: 'temporary-qr-page' },
} as const;

/**
 * /link-pago/{token} and /qr-temporal/{token} (public): the QR of the link with its total and lines; paid once when
 * the code is '00' (the link is then deactivated on the server); a used link shows 'Este link de pago ya fue
 * utilizado'. Both forms read the same link by its token; only the heading differs.
 */
function PaymentLinkView({ form }: { form: keyof typeof FORMS }) {
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const done = useRef(false);

  useEffect(() => {
    let alive = true;
    fetchPaymentLink(token)
      .then((link) => alive && setView({ kind: 'link', link }))
      .catch(() => alive && setView({ kind: 'missing' }));
    return () => {
      alive = false;
    };
  }, [token]);

  const alias = view.kind === 'link' && view.link.active ? view.link.hook_alias : null;
  useEffect(() => {
    if (!alias) return;
    const ask = async () => {
      if (done.current) return;
      const status = await fetchPaymentLinkStatus(token, alias).catch(() => null);
      const pago = status?.pago;
      if (!pago || done.current) return;
      done.current = true;
      if (pago.rollback === 'S') setView({ kind: 'error', message: PAYMENT_MESSAGES.reversed });
      else if (pago.respuestaCodigo === '00') {
        await deactivatePaymentLink(token).catch(() => undefined);
        setView({ kind: 'paid' });
      } else setView({ kind: 'error', message: pago.respuestaDescripcion ?? PAYMENT_MESSAGES.eventFailed });
    };
    void ask();
    const timer = setInterval(() => void ask(), PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [alias, token]);

  return (
    <div className="pay-page" data-testid={FORMS[form].testId}>
      <h1 className="pay-title">{FORMS[form].title}</h1>
      {view.kind === 'loading' && <p className="pay-muted">Estamos obteniendo los datos...</p>}
      {view.kind === 'missing' && <p className="pay-error">El link de pago no existe.</p>}
      {view.kind === 'link' && !view.link.active && <p className="pay-error">{PAYMENT_MESSAGES.linkUsed}</p>}
      {view.kind === 'link' && view.link.active && view.link.qr_url && (
        <div className="pay-card">
          <p>
            Total a pagar: <strong data-testid="link-total">{formatGs(view.link.total)}</strong>
          </p>
          <ul>
            {view.link.items.map((i, n) => (
              <li key={n}>
                {i.cantidad} × {i.descripcion}
              </li>
            ))}
          </ul>
          <img className="pay-qr" src={view.link.qr_url} alt="Código QR del link de pago" />
          <p className="pay-muted" aria-live="polite">
            Esperando la confirmación del pago...
          </p>
        </div>
      )}
      {view.kind === 'paid' && (
        <div className="pay-card" role="status">
          <p>¡Pago realizado! Gracias por tu compra.</p>
        </div>
      )}
      {view.kind === 'error' && <p className="pay-error">{view.message}</p>}
      <Link className="pay-button pay-button-secondary" to="/">
        Inicio
      </Link>
    </div>
  );
}

export const PaymentLinkPage = () => <PaymentLinkView form="link" />;
export const TemporaryQrPage = () => <PaymentLinkView form="temporary-qr" />;
