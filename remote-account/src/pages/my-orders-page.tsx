import { useId } from 'react';
import { Link, useSearchParams } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import type { OrderSummary } from '@botica/shared-contracts/account/responses';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchOrders, fetchTopProducts } from '../features/orders/api/orders';
import { imageUrl, longDate, monthValue, orderType, statusLabel } from '../features/orders/components/order-format';
import { addToCart } from '../features/orders/components/reorder';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';
import ui from '../ui/ui.module.css';
import styles from './orders.module.css';

function OrderList({ title, orders }: { title: string; orders: OrderSummary[] }) {
  const id = useId();
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders.length === 0 ? (
        <p className={ui.muted}>No hay pedidos.</p>
      ) : (
        <ul className={layout.list}>
          {orders.map((o) => (
            <li key={o.codigo} className={layout.item} data-testid="order-item">
              <div className={layout.itemText}>
                <strong>Pedido #{o.codigo}</strong>
                <span>{longDate(o.fecha)}</span>
                <span>
                  {orderType(o.pedido.tipo)} · {o.cantidadProductos} {o.cantidadProductos === 1 ? 'producto' : 'productos'}
                </span>
              </div>
              <div className={layout.actions}>
                <span className={layout.badge}>{statusLabel(o)}</span>
                <strong>{formatGs(o.total)}</strong>
                <Link to={`/pedido/${o.codigo}`} className={layout.link} aria-label={`Ver pedido ${o.codigo}`}>
                  Ver detalle
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopProducts() {
  const { data } = useQuery(accountQueries.topProducts(), fetchTopProducts);
  if (!data || data.length === 0) return null;
  return (
    <section className={layout.card} aria-labelledby="top-products-title">
      <h2 id="top-products-title">Mis productos más solicitados</h2>
      <ul className={styles.top}>
        {data.map((p) => {
          const img = imageUrl(p.fotoPrincipal?.nombre);
          return (
            <li key={p.codigo} className={styles.topItem}>
              {img ? <img src={img} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.noImg} />}
              <span>{p.descripcion}</span>
              <button
                type="button"
                className={layout.link}
                aria-label={`Agregar ${p.descripcion} al carrito`}
                onClick={() => void addToCart([{ codigo: p.codigo, descripcion: p.descripcion, precio: p.precio, quantity: 1, imagen: p.fotoPrincipal?.nombre ?? null }])}
              >
                Agregar
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /mis-pedidos: month picker (current month by default), 'En proceso', 'Finalizados', most requested, empty state. */
export function MyOrdersPage() {
  usePageTitle('Mis pedidos');
  const [params, setParams] = useSearchParams();
  const current = monthValue(new Date());
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('mes') ?? '') ? params.get('mes')! : current;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const orders = useQuery(accountQueries.orders(y, m), () => fetchOrders(y, m));
  const empty = orders.data && orders.data.enProceso.length === 0 && orders.data.finalizados.length === 0;
  return (
    <div className={layout.page} data-testid="my-orders-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Mis pedidos</h1>
        <label className={styles.month}>
          Mes{' '}
          <input
            type="month"
            value={month}
            max={current}
            onChange={(e) => e.target.value && setParams({ mes: e.target.value }, { replace: true })}
            aria-label="Mes de los pedidos"
          />
        </label>
      </div>
      {orders.loading && !orders.data && <p>{MESSAGES.loadingData}</p>}
      {orders.error && !orders.data ? (
        <p role="alert">
          Lo sentimos! No pudimos recuperar tus datos{' '}
          <button type="button" className={layout.link} onClick={orders.reload}>
            Actualizar página
          </button>
        </p>
      ) : null}
      {empty && (
        <div className={layout.empty}>
          <p>No tenés pedidos en este mes.</p>
          <Link to="/" className={layout.back}>
            Ir a comprar
          </Link>
        </div>
      )}
      {orders.data && !empty && (
        <>
          <OrderList title="En proceso" orders={orders.data.enProceso} />
          <OrderList title="Finalizados" orders={orders.data.finalizados} />
        </>
      )}
      <TopProducts />
    </div>
  );
}
