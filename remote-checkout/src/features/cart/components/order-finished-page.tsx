import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import type { Order } from '@botica/shared-contracts/checkout/entities';
import { useQuery } from '@botica/platform/data/query';
import { Link, useParams, useSearchParams } from '@botica/platform/router';
import { useNoIndex } from '@botica/platform/app/use-no-index';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { formatGs } from '@botica/shared-contracts/format/money';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { type ReactNode, useEffect } from 'react';
import { ORDER_TOKEN_PATTERN } from '@botica/shared-contracts/checkout/constants';
import { fetchOrder, fetchOrderByToken } from '../api';
import './checkout.css';

/** Which order the page names: its code, or (the variant reached by token, spec 001 §2) its tokenPeticion. */
function orderRead(id: string | undefined): { key: QueryKey<Order>; read: () => Promise<Order> } | null {
  if (id && /^\d{1,10}$/.test(id)) return { key: checkoutQueries.order(id), read: () => fetchOrder(id) };
  if (id && ORDER_TOKEN_PATTERN.test(id)) return { key: checkoutQueries.orderByToken(id), read: () => fetchOrderByToken(id) };
  return null;
}

/**
 * The order /compra-finalizada/{id} names, as the page and its arrival read it: `missing` when the id names no order
 * of this customer (neither a code nor a token, or the API's 404), `known` once the order has been read (or the page
 * names none: /compra-finalizada alone, a card payment's return; or could not be read for another reason, as before).
 */
export function useFinishedOrder() {
  const { id } = useParams();
  const read = orderRead(id);
  const order = useQuery(read?.key ?? null, () => read!.read(), { revalidateOnFocus: false });
  const missing = (id !== undefined && !read) || (order.error instanceof ApiError && order.error.status === 404);
  return { id, order, missing, known: id === undefined || order.data !== undefined || (order.error !== undefined && !missing) };
}

/**
 * What the shopper sees for an order that does not exist (spec 002 §2.7's view 'Lo sentimos. No encontramos lo que
 * buscabas.' with a link home): never the thanks of a purchase; never indexed (the document answered 404 already).
 */
function OrderNotFound() {
  useNoIndex();
  useEffect(() => {
    const title = document.title;
    document.title = `${MESSAGES.notFoundTitle} | Botica Guaraní`;
    return () => {
      document.title = title;
    };
  }, []);
  return (
    <div className="ck-page ck-finished" data-testid="order-not-found">
      <h1 className="ck-title">{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundText}</p>
      <Link className="ck-button" to="/">
        Volver al inicio
      </Link>
    </div>
  );
}

/**
 * /compra-finalizada/{codigo} or /compra-finalizada/{tokenPeticion}: the order just placed, read back from the API,
 * with what the app offers next (`offer`: the roulette) once the order is shown.
 */
export function OrderFinishedPage({ offer = null }: { offer?: ReactNode }) {
  const [search] = useSearchParams();
  const oncologico = search.get('oncologico') === 'true';
  const { id: codigo, order, missing } = useFinishedOrder();
  const o = order.data;
  if (missing) return <OrderNotFound />;
  return (
    <div className="ck-page ck-finished" data-testid="order-finished-page">
      <h1 className="ck-title">¡Gracias por tu compra!</h1>
      {codigo && order.loading && !o && <p className="ck-muted">Estamos obteniendo los datos...</p>}
      {codigo && order.error !== undefined && !o && (
        <div className="ck-block">
          <p>Lo sentimos! No pudimos recuperar tus datos</p>
          <button type="button" className="ck-button" onClick={order.reload}>
            Actualizar página
          </button>
        </div>
      )}
      {o && (
        <section className="ck-block" aria-label="Tu pedido">
          <p className="ck-finished-number">
            Pedido número <strong data-testid="order-number">{o.codigo}</strong>
          </p>
          <dl className="ck-totals">
            <div>
              <dt>Forma de pago</dt>
              <dd data-testid="order-payment">{o.formaPago.descripcion}</dd>
            </div>
            {o.direccion ? (
              <div>
                <dt>Dirección de entrega</dt>
                <dd data-testid="order-place">
                  {o.direccion.nombre} — {o.direccion.calle}
                  {o.direccion.numero ? ` ${o.direccion.numero}` : ''}
                </dd>
              </div>
            ) : o.pedido.sucursal ? (
              <div>
                <dt>Sucursal de retiro</dt>
                <dd data-testid="order-place">
                  {o.pedido.sucursal.descripcion} — {o.pedido.sucursal.direccion}
                </dd>
              </div>
            ) : null}
            {o.observacion && (
              <div>
                <dt>Observación</dt>
                <dd data-testid="order-observation">{o.observacion}</dd>
              </div>
            )}
            {o.entrega?.horario && (
              <div>
                <dt>Horario de entrega</dt>
                <dd data-testid="order-schedule">
                  {o.entrega.horario.fecha ?? o.entrega.fecha} {o.entrega.horario.horario}
                </dd>
              </div>
            )}
            {o.direccion && o.tipoEntrega && !o.entrega?.horario && (
              <div>
                <dt>Entrega</dt>
                <dd data-testid="order-schedule">{o.tipoEntrega === 'courrier' ? 'Courrier' : o.tipoEntrega === 'programada' ? 'Programada' : 'Inmediata'}</dd>
              </div>
            )}
            <div className="ck-total">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatGs(o.total)}</dd>
            </div>
          </dl>
          <p className="ck-muted">
            {o.pedido.sucursal && !o.direccion
              ? 'Podés retirar tu pedido en la sucursal dentro de las 24 horas si pagás en la sucursal, o de las 72 horas si pagaste en línea.'
              : 'Te avisaremos cuando tu pedido esté en camino.'}
          </p>
          {/* spec 000 §9: orders subject to supplier stock (a line from the supplier's stock) are confirmed within 12 business hours */}
          {o.stockProveedor && (
            <p className="ck-muted" data-testid="supplier-stock-note">
              {SUPPLIER_STOCK_NOTE}
            </p>
          )}
        </section>
      )}
      {o && offer}
      <Link className="ck-button" to={oncologico ? '/mundo/oncologicos' : '/'}>
        Seguir comprando
      </Link>
    </div>
  );
}

/** Orders subject to the supplier's stock are confirmed within 12 business hours (spec 000 §9). */
export const SUPPLIER_STOCK_NOTE = 'Los pedidos sujetos a stock del proveedor se confirman dentro de las 12 horas hábiles.';
