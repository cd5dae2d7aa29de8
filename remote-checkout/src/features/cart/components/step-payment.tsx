import type { Calculation, PaymentMethod } from '@botica/shared-contracts/checkout/entities';
import { needsPaymentPhone, PAGO_UNICO, PAYMENT_METHODS, SAVED_CARD_METHOD } from '@botica/shared-contracts/checkout/constants';
import { useState } from 'react';
import type { SavedCard } from '@botica/shared-contracts/account/cards';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { choosePayment, paymentPhoneError, setPaymentPhone } from '../state/checkout.logic';

export const PAYMENT_NOT_CHOSEN = '* Debe de seleccionar un método de pago';

export interface PaymentGroup {
  id: string;
  title: string;
  methods: PaymentMethod[];
}

/**
 * The groups of step 2 (spec 000 §4 "Payment choice"): promo forms first (the calculation's totals per method),
 * online, wallets, QR, Blupy QR and cash on delivery. A customer blocked from paying online sees cash only; cash
 * is not offered for courier deliveries (the courier collects no money). Each saved card of the customer is one
 * tarjeta_catastrada entry of the online group (its masked number, its aliasToken), selectable only when its
 * soloPagoUnico is 'N'.
 */
export function paymentGroups(cart: StoredCart, calc: Calculation | undefined, customer: Customer | null, cards: readonly SavedCard[] = []): PaymentGroup[] {
  const onlineAllowed = !!customer && customer.bloqueadoPagoOnline !== 'S';
  const cashAllowed = !(cart.delivery && cart.tipoEntrega === 'courrier');
  const groups: PaymentGroup[] = [];
  // Promo forms cannot combine with a gift card; each method shows once, in the promo group when it has a promo.
  const promo =
    onlineAllowed && !cart.giftCodigo
      ? (calc?.totalesDescuentos ?? [])
          .map((t) => PAYMENT_METHODS.find((m) => m.code === t.formaPagoCodigo && m.name !== 'zimple'))
          .filter((m): m is PaymentMethod => !!m && (m.online || cashAllowed))
      : [];
  const byName = (...names: string[]) => PAYMENT_METHODS.filter((m) => names.includes(m.name) && !promo.includes(m));
  if (promo.length) groups.push({ id: 'promo', title: 'Con promoción', methods: promo.map((m) => ({ ...m, promo: 'S' as const })) });
  if (onlineAllowed) {
    const saved = cards.map((c) => ({
      ...SAVED_CARD_METHOD,
      text: `${c.card_brand} ${c.card_masked_number}`,
      subText: c.default === 'S' ? 'Tarjeta guardada (por defecto)' : 'Tarjeta guardada',
      aliasToken: c.alias_token,
    }));
    groups.push({ id: 'online', title: 'Pago online', methods: [...byName('pago_unico', 'credito_debito', 'itau', 'itau_amex', 'pago_unico_cu'), ...saved] });
    groups.push({ id: 'wallets', title: 'Billeteras', methods: byName('zimple', 'tigo_money', 'billetera_personal') });
    groups.push({ id: 'qr', title: 'Pago con QR', methods: byName('pago_qr', 'pago_qr_itau', 'pago_qr_cabal') });
    // a Blupy QR entry still in test is offered to testers only
    const blupyInTest = (customer.dataBlupy ?? []).some((entry) => entry.test === 'S');
    if (!blupyInTest || customer.esTester) groups.push({ id: 'blupy', title: 'QR Blupy', methods: byName('pago_qr_blupy') });
  }
  if (cashAllowed && byName('efectivo').length) groups.push({ id: 'cash', title: cart.delivery ? 'Pago contra entrega' : 'Pago en la sucursal', methods: byName('efectivo') });
  return groups.filter((g) => g.methods.length > 0);
}

interface Props {
  cart: StoredCart;
  calc: Calculation | undefined;
  customer: Customer | null;
  /** The customer's saved cards. */
  cards?: readonly SavedCard[];
  attempted: boolean;
}

/**
 * The payment the cart should hold now (spec 000 §4 "Payment choice", §9): single payment (97) when none is chosen;
 * back to single payment when the chosen one is no longer offered (a delivery type without cash, a blocked online
 * payment) or was chosen for its promotion and the new totals no longer carry it (or carry none). Null when single
 * payment is not offered either (a customer who cannot pay online keeps choosing among what is offered).
 */
export function settledPayment(chosen: StoredCart['paymentMethod'], groups: readonly PaymentGroup[], calc: Calculation): StoredCart['paymentMethod'] {
  const offered = groups.flatMap((g) => g.methods);
  const fallback = offered.some((m) => m.name === PAGO_UNICO.name) ? { code: PAGO_UNICO.code, name: PAGO_UNICO.name } : null;
  if (!chosen) return fallback;
  const promoGone = chosen.promo === 'S' && !calc.totalesDescuentos.some((t) => t.formaPagoCodigo === chosen.code);
  if (promoGone || !offered.some((m) => isChosen(chosen, m))) return fallback;
  return chosen;
}

/** The same entry: the name, and for a saved card its aliasToken. */
export const isChosen = (chosen: StoredCart['paymentMethod'], m: PaymentMethod) => !!chosen && chosen.name === m.name && (m.name !== SAVED_CARD_METHOD.name || chosen.aliasToken === m.aliasToken);

/**
 * Step 2: the payment method, by group; the chosen one is kept in the cart. Each group is a radio group of its own
 * (its own name: one Tab stop, arrows inside), so the keyboard reaches every group, also one opened after a choice.
 */
export function StepPayment({ cart, calc, customer, cards = [], attempted }: Props) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const groups = paymentGroups(cart, calc, customer, cards);
  const chosen = cart.paymentMethod;
  const [phoneTouched, setPhoneTouched] = useState(false);
  const phoneError = (attempted || phoneTouched) && paymentPhoneError(cart);
  // a wallet starts with the customer's own mobile number, which they may change
  const ownMobile = (customer?.celular1 ?? '').replace(/[\s-]/g, '');
  return (
    <section className="ck-step" aria-labelledby="ck-step-2">
      <h2 id="ck-step-2" className="ck-step-title">
        <span className="ck-step-n">2</span> Método de pago
      </h2>
      {groups.map((g) => {
        // the chosen method's group opens; while it is the default single payment every group stays open, so the
        // alternatives are in view until the shopper picks one
        const open = !chosen || chosen.name === PAGO_UNICO.name || g.methods.some((m) => isChosen(chosen, m));
        return (
          <details key={g.id} className="ck-group" open={open}>
            <summary>{g.title}</summary>
            <ul className="ck-options" role="radiogroup" aria-label={g.title}>
              {g.methods.map((m) => {
                const promoTotal = g.id === 'promo' ? calc?.totalesDescuentos.find((t) => t.formaPagoCodigo === m.code) : undefined;
                return (
                  <li role="none" key={`${g.id}-${m.name}-${m.aliasToken ?? ''}`}>
                    <label className="ck-option">
                      <input
                        type="radio"
                        name={`ck-payment-${onco}-${g.id}`}
                        checked={isChosen(chosen, m)}
                        disabled={m.name === SAVED_CARD_METHOD.name && m.soloPagoUnico !== 'N'}
                        onChange={() =>
                          store.update(onco, (c) =>
                            choosePayment(c, {
                              code: m.code,
                              name: m.name,
                              ...(m.aliasToken ? { aliasToken: m.aliasToken } : {}),
                              ...(g.id === 'promo' ? { promo: 'S' as const } : {}),
                              ...(needsPaymentPhone(m.name) ? { telefono: c.paymentMethod?.telefono || ownMobile } : {}),
                            }),
                          )
                        }
                      />
                      <span className="ck-option-text">
                        <strong>{m.text}</strong>
                        {m.subText && <small>{m.subText}</small>}
                        {promoTotal && (
                          <small>
                            Total {formatGs(promoTotal.total)} (ahorrás {formatGs(promoTotal.ahorro)})
                          </small>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
      {attempted && !chosen && <p className="ck-error">{PAYMENT_NOT_CHOSEN}</p>}
      {chosen && needsPaymentPhone(chosen.name) && (
        <div className="ck-field">
          <label htmlFor={`ck-payment-phone-${onco}`}>Celular</label>
          <input
            id={`ck-payment-phone-${onco}`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="0981123456"
            maxLength={12}
            value={chosen.telefono ?? ''}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `ck-payment-phone-error-${onco}` : undefined}
            onChange={(e) => store.update(onco, (c) => setPaymentPhone(c, e.target.value))}
            onBlur={() => setPhoneTouched(true)}
          />
          {phoneError && (
            <p className="ck-error" id={`ck-payment-phone-error-${onco}`}>
              {phoneError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
