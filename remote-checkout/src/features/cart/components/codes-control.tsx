import { useState } from 'react';
import toast from '@botica/platform/toast';
import { PAGO_UNICO } from '@botica/shared-contracts/checkout/constants';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { checkGiftCard } from '../api';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { choosePayment, setCoupon, setGiftCode } from '../state/checkout.logic';

export const GIFT_CODE_REQUIRED = 'El código es requerido';

/** Gift card and coupon codes of the summary; what they take off comes from the calculation. */
export function CodesControl({ cart, calc }: { cart: StoredCart; calc: Calculation | undefined }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const [gift, setGift] = useState('');
  const [giftError, setGiftError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [coupon, setCouponText] = useState('');

  async function applyGift() {
    const code = gift.trim();
    if (!code) return setGiftError(GIFT_CODE_REQUIRED);
    setChecking(true);
    setGiftError(null);
    try {
      const check = await checkGiftCard(code);
      if (!check.valido) return setGiftError(check.mensaje);
      if (check.saldo <= 0) return setGiftError(CHECKOUT_MESSAGES.giftZero);
      if (calc && check.saldo > calc.total) return setGiftError(CHECKOUT_MESSAGES.giftAboveTotal);
      const promo = !!calc?.totalesDescuentos.some((t) => t.formaPagoCodigo === cart.paymentMethod?.code) && cart.paymentMethod?.name !== 'efectivo';
      store.update(onco, (c) => setGiftCode(c, code));
      if (promo) {
        toast(CHECKOUT_MESSAGES.giftWithPromo);
        store.update(onco, (c) => choosePayment(c, { code: PAGO_UNICO.code, name: PAGO_UNICO.name }));
      }
      setGift('');
    } catch (error) {
      setGiftError(error instanceof ApiError && error.status < 500 ? (error.errors[0]?.msg ?? CHECKOUT_MESSAGES.giftError) : CHECKOUT_MESSAGES.giftError);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="ck-codes">
      {cart.giftCodigo ? (
        <p className="ck-code-applied">
          Gift Card {cart.giftCodigo}
          {calc?.gift && !calc.gift.valido && calc.gift.mensaje ? ` — ${calc.gift.mensaje}` : ''}{' '}
          <button type="button" className="ck-link-button" aria-label="Quitar Gift Card" onClick={() => store.update(onco, (c) => setGiftCode(c, null))}>
            ×
          </button>
        </p>
      ) : (
        <form
          className="ck-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            void applyGift();
          }}
        >
          <label className="ck-field">
            <span>Gift Card</span>
            <input value={gift} onChange={(e) => setGift(e.target.value)} maxLength={40} />
          </label>
          <button type="submit" className="ck-button" disabled={checking}>
            Aplicar
          </button>
          {giftError && <small className="ck-error">{giftError}</small>}
        </form>
      )}
      {cart.cuponCodigo ? (
        <p className="ck-code-applied">
          Cupón {cart.cuponCodigo}
          {calc?.cupon ? ` — ${calc.cupon.valido ? (calc.cupon.descripcion ?? '') : (calc.cupon.mensaje ?? '')}` : ''}{' '}
          <button type="button" className="ck-link-button" aria-label="Quitar cupón" onClick={() => store.update(onco, (c) => setCoupon(c, null))}>
            ×
          </button>
        </p>
      ) : (
        <form
          className="ck-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (coupon.trim()) store.update(onco, (c) => setCoupon(c, coupon));
            setCouponText('');
          }}
        >
          <label className="ck-field">
            <span>Cupón</span>
            <input value={coupon} onChange={(e) => setCouponText(e.target.value)} maxLength={40} />
          </label>
          <button type="submit" className="ck-button">
            Aplicar
          </button>
        </form>
      )}
    </div>
  );
}
