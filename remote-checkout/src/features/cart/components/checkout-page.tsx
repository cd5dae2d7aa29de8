import { useEffect, useMemo, useRef, useState } from 'react';
import toast from '@botica/platform/toast';
import { useQuery } from '@botica/platform/data/query';
import { samePricing } from '@botica/shared-contracts/cart/calculated-lines';
import { useHydrated } from '@botica/platform/hydration';
import { Link, useLocation, useNavigate } from '@botica/platform/router';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { CARD_NOT_FOUND_TEXT, trackCardNotFound } from '../state/card-not-found';
import { fetchAddresses, fetchCalculation, fetchCustomer, fetchSavedCards, placeOrder } from '../api';
import { CartEmpty } from './cart-empty';
import { CartErrorBoundary } from './cart-error-boundary';
import { CartLine } from './cart-line';
import { itemCount } from '../state/cart.logic';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import {
  calculationRequest,
  chooseDeliveryType,
  choosePayment,
  finishEnabled,
  missingChoices,
  needsAcknowledgement,
  newAttemptKey,
  orderPayload,
  withPricing,
  setGift,
  setObs,
  setShipping,
} from '../state/checkout.logic';
import { useCart, useCartKnown } from '../state/use-cart';
import { routeAfterOrder } from '../../payments/state/route-after-order';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import { Dialog } from './dialog';
import { OrderSummaryDialog } from './order-summary-dialog';
import { StepDelivery } from './step-delivery';
import { paymentGroups, settledPayment, StepPayment } from './step-payment';
import { ShareCartButton } from './share-cart-button';
import { StepSummary } from './step-summary';
import { StockProblems } from './stock-problems';
import { CalculationProblem } from './calculation-problem';
import { useMediaQuery } from '../../../ui/use-media-query';

export const MOBILE_QUERY = '(max-width: 760px)';
import { formatGs } from '@botica/shared-contracts/format/money';
import './cart.css';
import './checkout.css';

/** The calculation of this cart, recalculated (through the data layer) whenever the cart or its shipping changes. */
function useCalculation(cart: StoredCart) {
  const oncologico = cart.oncologico === true;
  const body = useMemo(() => calculationRequest(cart), [cart]);
  const json = JSON.stringify(body);
  const query = useQuery(cart.items.length ? checkoutQueries.calculation(oncologico, json) : null, () => fetchCalculation(oncologico, body));
  // While a new cart is priced, the last amounts stay on screen (the finish button waits for the new ones). Those
  // of a server-drawn page stay only while the lines are the ones it priced: it priced the server's copy, and when
  // this browser holds a change not sent yet, its lines must not show the drawn cart's amounts (decision 068). A
  // change of anything else (the payment method settled to single payment, the delivery type) keeps them, so the
  // steps do not collapse and reopen while the new answer comes.
  // Kept from committed renders only: a render React discards may still hold the previous key's answer.
  const hydrated = useHydrated();
  const lines = JSON.stringify(body.items);
  const last = useRef<{ calc: Calculation; lines: string; drawn: boolean } | undefined>(undefined);
  useEffect(() => {
    if (query.data && query.data !== last.current?.calc) last.current = { calc: query.data, lines, drawn: !hydrated };
  }, [query.data, hydrated, lines]);
  const kept = last.current && (!last.current.drawn || last.current.lines === lines) ? last.current.calc : undefined;
  // A refused calculation (a line the cart cannot take, a 4xx) is final for this cart: no amounts, no waiting.
  const error = query.data ? undefined : query.error;
  return { calc: error ? undefined : (query.data ?? kept), priced: query.data, loading: !error && (query.loading || !query.data), error, body: json };
}

/**
 * The highest quantity each line's counter allows on delivery: what its category line's cap leaves (spec 000 §5).
 * The caps and category lines come from the calculation (the stored lines may not carry them), else from the line.
 */
export function capLimits(cart: StoredCart, calc: Calculation | undefined): Map<number, number> {
  const limits = new Map<number, number>();
  if (!cart.delivery) return limits;
  const caps = new Map<number, { lica: number; tope: number }>();
  for (const i of cart.items) {
    const priced = calc?.detalles.find((d) => d.productoCodigo === i.codigo);
    if (priced?.tope != null) caps.set(i.codigo, { lica: priced.licaCodigo ?? -i.codigo, tope: priced.tope });
    else if (i.topeLineaCategoria) caps.set(i.codigo, { lica: i.topeLineaCategoria.licaCodigo, tope: i.topeLineaCategoria.cantidadTopeCategoria });
  }
  const totals = new Map<number, { units: number; tope: number }>();
  for (const i of cart.items) {
    const cap = caps.get(i.codigo);
    if (!cap) continue;
    const t = totals.get(cap.lica) ?? { units: 0, tope: cap.tope };
    totals.set(cap.lica, { units: t.units + i.quantity, tope: Math.min(t.tope, cap.tope) });
  }
  for (const i of cart.items) {
    const cap = caps.get(i.codigo);
    if (!cap) continue;
    const group = totals.get(cap.lica)!;
    limits.set(i.codigo, Math.max(1, i.quantity + group.tope - group.units));
  }
  return limits;
}

/** The cart page while what shapes it has not arrived. */
function CartLoading({ testId, title }: { testId: string; title: string }) {
  return (
    <div className="ck-page ck-page-loading" data-testid={testId} aria-busy="true">
      <h1 className="ck-title">{title}</h1>
      <p className="ck-muted">{MESSAGES.loadingData}</p>
    </div>
  );
}

/** /carrito and /carrito-oncologicos: the four steps of the checkout on one page (spec 000 §2). */
export function CheckoutPage({ oncologico = false }: { oncologico?: boolean }) {
  const cart = useCart(oncologico);
  const known = useCartKnown(oncologico);
  const store = cartStore();
  // The server's copy may have changed since this page's service started (another browser, a visitor's cart merged
  // at login): asked again when the page opens, unless the server has just drawn it or a change of this browser's
  // is on its way there.
  useEffect(() => void store.refresh(oncologico), [store, oncologico]);
  const navigate = useNavigate();
  const customer = useQuery(checkoutQueries.customer(), fetchCustomer, { revalidateOnFocus: false });
  const { calc, priced, loading, body, error: calcError } = useCalculation(cart);
  // The cart keeps what the calculation of the cart as it is now applied to its lines (spec 000 §3: the payment-method
  // discount, the product's cap), and sends it with the cart: every later save of the cart carries them.
  useEffect(() => {
    if (!priced || !known) return;
    const current = store.get(oncologico);
    if (JSON.stringify(calculationRequest(current)) !== body) return;
    const next = withPricing(current, priced);
    if (!samePricing(current.items, next.items)) store.update(oncologico, () => next);
  }, [priced, known, body, oncologico, store]);
  // The steps are drawn once what shapes them has arrived (the customer, the first calculation, the addresses for
  // a delivery): drawn piece by piece, each answer would push the lines further down while the shopper reads them.
  const savedCards = useQuery(customer.data ? checkoutQueries.savedCards() : null, fetchSavedCards, { revalidateOnFocus: false });
  const addresses = useQuery(cart.delivery && cart.items.length ? checkoutQueries.addresses() : null, fetchAddresses);
  const settledOnce = useRef(false);
  settledOnce.current ||=
    (customer.data !== undefined || customer.error !== undefined) &&
    (calc !== undefined || calcError !== undefined) &&
    (!cart.delivery || addresses.data !== undefined || addresses.error !== undefined);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [ackOpen, setAckOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [methodOpen, setMethodOpen] = useState(false);
  // Small screens: the summary's 'Continuar' gives way to the bar fixed at the bottom (spec 000 §2).
  const small = useMediaQuery(MOBILE_QUERY);
  const hydrated = useHydrated();
  const busy = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // Back from a QR payment reversed for a recalculation (PETICION_RECALCULADO_TOPE, spec 001 §4): the cart is
  // marked recalculated, and says why until it changes or is ordered.
  // The mark is taken once: the history entry forgets it, so a reload does not mark the cart again.
  const location = useLocation();
  const arrivedRecalculated = (location.state as { recalculado?: unknown } | null)?.recalculado === true;
  useEffect(() => {
    if (!arrivedRecalculated) return;
    store.update(oncologico, (c) => ({ ...c, recalculado: true, recalculando: false }));
    navigate(location.pathname, { replace: true, state: null });
  }, [arrivedRecalculated, oncologico, store, navigate, location.pathname]);

  // An unavailable delivery type gives way to the first available one (the calculation already priced it so).
  const appliedType = calc?.tipoEntrega ?? null;
  useEffect(() => {
    if (cart.delivery && cart.address && appliedType && !loading && appliedType !== cart.tipoEntrega && cart.tipoEntrega !== 'programada') {
      store.update(oncologico, (c) => chooseDeliveryType(c, appliedType));
    }
  }, [appliedType, cart.delivery, cart.address, cart.tipoEntrega, loading, oncologico, store]);

  // Single payment (97) unless another offered method is chosen; a choice the delivery type or the new totals made
  // invalid gives way to it (spec 000 §4 "Payment choice").
  const settled =
    calc && !loading && customer.data && savedCards.data !== undefined
      ? settledPayment(cart.paymentMethod, paymentGroups(cart, calc, customer.data, savedCards.data), calc)
      : cart.paymentMethod;
  const paymentKey = (m: StoredCart['paymentMethod']) => (m ? `${m.name}|${m.aliasToken ?? ''}|${m.promo ?? ''}` : '');
  const settledKey = paymentKey(settled);
  const chosenKey = paymentKey(cart.paymentMethod);
  useEffect(() => {
    // Only over the choice it was worked out from: a shopper's click that lands before this effect runs (the page
    // had just settled) is newer than `settled`, and the next render settles that choice instead.
    if (settledKey !== chosenKey && paymentKey(store.get(oncologico).paymentMethod) === chosenKey) {
      store.update(oncologico, (c) => choosePayment(c, settled));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKey, chosenKey]);

  const title = oncologico ? 'Carrito de oncológicos' : 'Mi carrito';
  const testId = oncologico ? 'cart-oncology-page' : 'cart-page';
  // until the server's copy is in, the page shows nothing to edit: a change made on a cart without the server's
  // lines would replace them when sent
  if (!known) return <CartLoading testId={testId} title={title} />;
  if (cart.items.length === 0) {
    return (
      <div className="ck-page" data-testid={testId}>
        <h1 className="ck-title">{title}</h1>
        <CartEmpty oncologico={oncologico} />
      </div>
    );
  }

  const messages = [
    ...(cart.recalculado ? [PAYMENT_MESSAGES.recalculated] : []),
    ...(attempted ? missingChoices(cart) : []),
    ...(calc?.detallesSinStock.length ? [cart.delivery ? CHECKOUT_MESSAGES.outOfZone : CHECKOUT_MESSAGES.outOfStockAtBranch] : []),
    ...(calc?.topes.map((t) => t.mensaje) ?? []),
    ...(calc?.bloqueos ?? []),
    ...(waiting ? [PAYMENT_MESSAGES.walletHint] : []),
  ].filter((m, i, all) => all.indexOf(m) === i);
  // a page the server drew waits for its handlers: a click on 'Continuar' before hydration would do nothing
  const enabled = hydrated && !submitting && !calcError && finishEnabled(cart, calc, loading);

  async function place() {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setConfirmOpen(false);
    setSummaryOpen(false);
    if (!attempt.current || attempt.current.body !== body) attempt.current = { body, key: newAttemptKey() };
    const key = attempt.current.key;
    try {
      const current = store.get(oncologico);
      // The order is placed on a fresh calculation: the shipping cost kept is the one the engine gives now.
      const fresh = await fetchCalculation(oncologico, calculationRequest(current));
      if (current.delivery) store.update(oncologico, (c) => setShipping(c, fresh.delivery));
      if (fresh.bloqueos.length) throw new ApiError(400, [{ msg: fresh.bloqueos[0]! }]);
      const placed = await placeOrder(oncologico, orderPayload(store.get(oncologico), key, fresh));
      // The next screen depends on the payment method (payments feature); the same attempt key retries the payment.
      await routeAfterOrder({
        codigo: placed.codigo,
        metodo: store.get(oncologico).paymentMethod?.name ?? null,
        aliasToken: store.get(oncologico).paymentMethod?.aliasToken ?? null,
        telefono: store.get(oncologico).paymentMethod?.telefono ?? null,
        oncologico,
        navigate,
        clearCart: () => store.ordered(oncologico),
        onWaiting: setWaiting,
      });
      attempt.current = null;
    } catch (error) {
      const msg = error instanceof ApiError ? (error.errors[0]?.msg ?? CHECKOUT_MESSAGES.orderFailed) : CHECKOUT_MESSAGES.orderFailed;
      toast.error(msg, { id: 'checkout-order-error' });
      if (msg.includes(CARD_NOT_FOUND_TEXT)) trackCardNotFound();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function finish() {
    if (busy.current) return;
    setAttempted(true);
    if (customer.data?.terminoYcondicionesEstado === '0') {
      navigate('/mi-cuenta');
      return;
    }
    if (missingChoices(cart).length) return;
    if (needsAcknowledgement(cart, calc)) {
      setAckOpen(true);
      return;
    }
    if (oncologico) {
      setConfirmOpen(true);
      return;
    }
    setSummaryOpen(true);
  }

  if (!settledOnce.current) return <CartLoading testId={testId} title={title} />;

  const units = itemCount(cart.items);
  const limits = capLimits(cart, calc);
  return (
    <div className="ck-page" data-testid={testId}>
      <h1 className="ck-title">{title}</h1>
      {/* A page the server drew keeps its controls disabled until it has its handlers (decision 037): a radio
          checked or a button pressed before hydration would otherwise be lost. No box of its own (cart.css). */}
      <fieldset className="ck-controls" disabled={!hydrated}>
        <div className="ck-layout">
          <div className="ck-steps">
            <StepDelivery cart={cart} calc={calc} loading={loading} attempted={attempted} customer={customer.data ?? null} methodOpen={methodOpen} onMethodOpen={setMethodOpen} />
            <StepPayment cart={cart} calc={calc} customer={customer.data ?? null} cards={savedCards.data ?? []} attempted={attempted} />
            <section className="ck-step ck-lines-box" aria-labelledby="ck-step-3">
              <h2 id="ck-step-3" className="ck-step-title">
                <span className="ck-step-n">3</span> Detalle del carrito
              </h2>
              <div className="ck-lines-head">
                <p>
                  {units} {units === 1 ? 'producto' : 'productos'}
                </p>
                <button type="button" className="ck-link-danger" onClick={() => store.clear(oncologico)}>
                  Eliminar productos
                </button>
              </div>
              <StockProblems cart={cart} calc={calc} onOtherMethod={() => setMethodOpen(true)} />
              <ul className="ck-lines">
                {/* each line with what the calculation applied to it (its payment-method discount, the product's cap) */}
                {(calc ? withPricing(cart, calc) : cart).items.map((item) => (
                  <CartLine
                    key={item.codigo}
                    item={item}
                    priced={calc?.detalles.find((d) => d.productoCodigo === item.codigo)}
                    max={limits.get(item.codigo)}
                    onQuantity={(q) => store.setQuantity(item.codigo, q, oncologico)}
                    onRemove={() => store.remove(item.codigo, oncologico)}
                    cartId={String(cart.cartId ?? 0)}
                    onGift={oncologico ? undefined : (esRegalo) => store.update(oncologico, (c) => setGift(c, item.codigo, esRegalo))}
                  />
                ))}
              </ul>
              <ShareCartButton oncologico={oncologico} />
              <Link className="ck-link" to={oncologico ? '/mundo/oncologicos' : '/'}>
                Seguir comprando
              </Link>
            </section>
          </div>
          <StepSummary
            cart={cart}
            calc={calc}
            loading={loading}
            enabled={enabled}
            submitting={submitting}
            busyLabel={waiting ? PAYMENT_MESSAGES.waiting : undefined}
            messages={messages}
            onFinish={finish}
            problem={calcError ? <CalculationProblem cart={cart} error={calcError} /> : null}
          />
        </div>
      </fieldset>
      {small && (
      <div className="ck-mobile-bar" data-testid="mobile-summary-bar">
        <div className="ck-mobile-total">
          <span>{calc && calc.totalSinPromo !== calc.total ? 'Total con promo' : 'Total'}</span>
          <strong>{calc ? formatGs(calc.total) : '…'}</strong>
        </div>
        <button type="button" className="ck-button" disabled={!enabled} onClick={finish}>
          {submitting ? (waiting ? PAYMENT_MESSAGES.waiting : 'Procesando...') : loading ? 'Cargando...' : 'Continuar'}
        </button>
      </div>
      )}
      {ackOpen && (
        <Dialog title="Productos controlados" onClose={() => setAckOpen(false)}>
          <p>
            Tu pedido incluye medicamentos controlados o productos refrigerados. Al recibirlos o retirarlos deberás presentar la receta
            médica correspondiente y la cadena de frío debe mantenerse.
          </p>
          <button
            type="button"
            className="ck-button ck-button-block"
            onClick={() => {
              setAckOpen(false);
              if (oncologico) setConfirmOpen(true);
              else setSummaryOpen(true);
            }}
          >
            Entendido, continuar
          </button>
        </Dialog>
      )}
      {summaryOpen && (
        <OrderSummaryDialog
          cart={cart}
          calc={calc}
          submitting={submitting}
          onClose={() => setSummaryOpen(false)}
          onConfirm={(obs) => {
            store.update(oncologico, (c) => setObs(c, obs));
            void place();
          }}
        />
      )}
      {confirmOpen && (
        <Dialog title="Confirmar pedido" onClose={() => setConfirmOpen(false)}>
          <p>¿Confirmás el pedido de tu carrito de oncológicos?</p>
          <button type="button" className="ck-button ck-button-block" disabled={submitting} onClick={() => void place()}>
            Confirmar
          </button>
        </Dialog>
      )}
    </div>
  );
}

export const CheckoutPageNormal = () => (
  <CartErrorBoundary>
    <CheckoutPage />
  </CartErrorBoundary>
);
export const CheckoutPageOncology = () => (
  <CartErrorBoundary oncologico>
    <CheckoutPage oncologico />
  </CartErrorBoundary>
);
