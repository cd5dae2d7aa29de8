import { useState } from 'react';
import toast from '@botica/platform/toast';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { cartStore } from '../state/cart.service';
import { shareCart } from '../api';
import { ShareCartModal } from './share-cart-modal';

/** 'Compartir carrito': asks for a link to the cart's lines (disabled meanwhile) and shows it (spec 000 §4). */
export function ShareCartButton({ oncologico = false }: { oncologico?: boolean }) {
  const [loading, setLoading] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  const share = async () => {
    setLoading(true);
    try {
      setUrl(await shareCart(cartStore().get(oncologico).items));
    } catch {
      toast.error(CHECKOUT_MESSAGES.shareFailed, { id: 'share-cart-failed' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button type="button" className="ck-share-button" onClick={share} disabled={loading} aria-busy={loading}>
        Compartir carrito
      </button>
      <ShareCartModal url={url} onClose={() => setUrl(null)} />
    </>
  );
}
