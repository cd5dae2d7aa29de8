import { useState } from 'react';
import toast from 'react-hot-toast';
import type { CartItem, CartSummary } from '@botica/shared-contracts/cart/entities';
import { request } from '@botica/shared-contracts/events/bus';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import './cart.css';

type Reply = { ok: true; summary: CartSummary } | { ok: false; message: string };

interface Props {
  item: CartItem;
  oncologico?: boolean;
  disabled?: boolean;
  label?: string;
  className?: string;
}

/** Asks the cart service to add the item and tells the shopper how the cart stands. */
export function AddToCartButton({ item, oncologico = false, disabled = false, label = 'Agregar al carrito', className }: Props) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const reply = await request<'checkout:add-to-cart', Reply>('checkout:add-to-cart', { item, oncologico });
      if (reply.ok) {
        toast.success(
          `${MESSAGES.addedToCart}\nSub total del carrito: ${formatGs(reply.summary.subtotal)} (${reply.summary.count} productos)`,
        );
      } else {
        toast.error(reply.message);
      }
    } catch {
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
