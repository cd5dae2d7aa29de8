import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@botica/platform/router';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { cartStore } from '../state/cart.service';
import { openSharedCart } from '../api';

/** /compartir-carrito/{token}: the shared lines become this browser's cart, then the shopper goes to / (spec 000 §2). */
export function SharedCartPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    openSharedCart(token)
      .then((items) => {
        if (cancelled) return;
        cartStore().replaceItems(items);
        navigate('/', { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);

  return (
    <div className="ck-page" data-testid="shared-cart-page">
      {failed ? (
        <>
          <h1 className="ck-title">{MESSAGES.fetchFailed}</h1>
          <p role="alert">{CHECKOUT_MESSAGES.sharedCartFailed}</p>
          <p>El enlace del carrito compartido no es válido o ya no está disponible.</p>
          <Link className="ck-link" to="/">
            Ir al inicio
          </Link>
        </>
      ) : (
        <p role="status">{MESSAGES.loadingData}</p>
      )}
    </div>
  );
}
