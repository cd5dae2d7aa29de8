import { useState } from 'react';
import toast from '@botica/platform/toast';
import type { AddToCartButtonProps } from '@botica/shared-contracts/exposes/checkout';
import { request } from '@botica/shared-contracts/events/bus';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import './cart.css';

/** Asks the cart service to add the item; the service tells the shopper how the cart stands. */
export function AddToCartButton({ item, oncologico = false, disabled = false, label = 'Agregar al carrito', className }: AddToCartButtonProps) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await request('checkout:add-to-cart', { item, oncologico });
    } catch {
      // the cart service did not answer (checkout unreachable)
      toast.error(MESSAGES.generic);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className ?? 'ck-button'} disabled={disabled || busy || item.quantity <= 0} onClick={add}>
      {busy ? MESSAGES.processing : label}
    </button>
  );
}
