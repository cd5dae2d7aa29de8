import { useState } from 'react';
import toast from '@botica/platform/toast';
import { Link, useParams } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { formatGs } from '@botica/shared-contracts/format/money';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchOrder } from '../features/orders/api/orders';
import { imageUrl, longDate, orderType, statusLabel } from '../features/orders/components/order-format';
import { addToCart } from '../features/orders/components/reorder';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';
import styles from './orders.module.css';

type Order = NonNullable<Awaited<ReturnType<typeof fetchOrder>>>;

/**
 * Where the order goes: a delivery shows the customer's address (the branch that dispatches it is no concern of
 * theirs), a pickup the branch to go to.
 */
function orderPlace(order: Order): string {
  const { direccion } = order;
  const sucursal = order.pedido.sucursal;
  const delivery = orderType(order.pedido.tipo) === 'Delivery';
  if (delivery && direccion) return `: ${direccion.nombre} — ${direccion.calle}${direccion.numero ? ` ${direccion.numero}` : ''}`;
  return sucursal ? `: ${sucursal.descripcion} — ${sucursal.direccion}` : '';
}

/** /pedido/{codigo}: lines, extra charges, address or branch, payment form, and re-order. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const codigo = /^\d{1,9}$/.test(id) ? Number(id) : null;
  usePageTitle(codigo ? `Pedido #${codigo}` : 'Pedido');
  const query = useQuery(codigo ? accountQueries.order(codigo) : null, () => fetchOrder(codigo!));
  const [busy, setBusy] = useState(false);
  const order = query.data;

  if (codigo === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className={layout.page} data-testid="order-detail-page">
        <p role="alert">El pedido no existe.</p>
        <Link to="/mis-pedidos" className={layout.back}>
          Volver a mis pedidos
        </Link>
      </div>
    );
  }
  if (!order) return <p>{query.error ? 'Lo sentimos! No pudimos recuperar tus datos' : MESSAGES.loadingData}</p>;

  const reorder = async () => {
    setBusy(true);
    const added = await addToCart(
      order.detalles.map((d) => ({
        codigo: d.producto.codigo,
        descripcion: d.producto.descripcion,
        precio: d.precio,
        quantity: d.cantidad,
        imagen: d.producto.fotoPrincipal?.nombre ?? null,
      })),
    );
    setBusy(false);
    if (added > 0) toast.success('Productos agregados al carrito.');
  };

  return (
    <div className={layout.page} data-testid="order-detail-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Pedido #{order.codigo}</h1>
        <Link to="/mis-pedidos" className={layout.back}>
          Volver
        </Link>
      </div>
      <section className={layout.card}>
        <p>
          <span className={layout.badge}>{statusLabel(order)}</span> {longDate(order.fecha)}
        </p>
        <p data-testid="order-place">
          <strong>{orderType(order.pedido.tipo)}</strong>
          {orderPlace(order)}
        </p>
        <p>Forma de pago: {order.formaPago.descripcion}</p>
      </section>
      <section className={layout.card} aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">Productos</h2>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th>Producto</th>
              <th>Cantidad</th>
              <th>Precio</th>
              <th>Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {order.detalles.map((d) => {
              const img = imageUrl(d.producto.fotoPrincipal?.nombre);
              return (
                <tr key={d.producto.codigo} data-testid="order-line">
                  <td>
                    <span className={styles.product}>
                      {img && <img src={img} alt="" loading="lazy" />}
                      {d.producto.descripcion}
                    </span>
                  </td>
                  <td>{d.cantidad}</td>
                  <td>{formatGs(d.precio)}</td>
                  <td>{formatGs(d.precio * d.cantidad)}</td>
                </tr>
              );
            })}
            {order.extras.map((x) => (
              <tr key={x.productosSGE[0]?.descripcion}>
                <td>{x.productosSGE[0]?.descripcion}</td>
                <td>{x.cantidad}</td>
                <td>{formatGs(x.precio)}</td>
                <td>{formatGs(x.precio * x.cantidad)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {order.descuento > 0 && <p>Descuento: -{formatGs(order.descuento)}</p>}
        <p className={styles.total}>
          <span>Total</span>
          <span>{formatGs(order.total)}</span>
        </p>
        <div>
          <button type="button" className={layout.link} onClick={() => void reorder()} disabled={busy}>
            Volver a pedir
          </button>
        </div>
      </section>
    </div>
  );
}
