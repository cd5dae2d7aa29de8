import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import toast from '@botica/platform/toast';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { formatGs } from '@botica/shared-contracts/format/money';
import { GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { cartCoupon, fetchCoupons } from '../features/coupons/api/coupons';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';
import styles from './orders.module.css';

/** Day, month name and year (spec 001 §9). */
const EXPIRY = new Intl.DateTimeFormat('es-PY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });

/**
 * /mis-cupones: greeting, the customer's coupons with expiry and QR, how to use them. One coupon at a time is
 * held in the cart (checkout's state, through the bus): 'Quitar' on the applied one, 'Aplicar' on the others.
 */
export function MyCouponsPage() {
  usePageTitle('Mis cupones');
  const customer = useAtomValue(customerAtom);
  const coupons = useQuery(accountQueries.coupons(), fetchCoupons);
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    cartCoupon().then(setApplied, () => setApplied(null));
  }, []);
  const toggle = async (codigo: string) => {
    try {
      const now = await cartCoupon(applied?.toLowerCase() === codigo.toLowerCase() ? null : codigo);
      setApplied(now);
      toast.success(now ? `Cupón ${now} aplicado a tu carrito.` : 'Cupón quitado de tu carrito.');
    } catch {
      toast.error(GENERIC_ERROR, { id: 'account-generic-error' });
    }
  };
  return (
    <div className={layout.page} data-testid="my-coupons-page">
      <h1 className={layout.title}>
        ¡Hola {customer ? `${customer.primerNombre} ${customer.primerApellido}`.trim() : ''}!
      </h1>
      <section className={layout.card}>
        <h2>¿Cómo usar mis cupones?</h2>
        <p>
          Tocá <strong>Aplicar</strong> en un cupón y se guarda en tu carrito: el descuento se calcula al finalizar la compra. Podés usar un cupón por
          compra; <strong>Quitar</strong> lo saca del carrito. En la sucursal, mostrá el código QR.
        </p>
      </section>
      {coupons.loading && !coupons.data && <p>{MESSAGES.loadingData}</p>}
      {Boolean(coupons.error) && !coupons.data && <p role="alert">Lo sentimos! No pudimos recuperar tus datos</p>}
      {coupons.data && coupons.data.length === 0 && (
        <div className={layout.empty}>
          <p>No tenés cupones disponibles por ahora.</p>
        </div>
      )}
      {coupons.data && coupons.data.length > 0 && (
        <ul className={layout.list} aria-label="Mis cupones">
          {coupons.data.map((c) => {
            const active = applied?.toLowerCase() === c.codigoCupon.toLowerCase();
            return (
              <li key={c.codigoCupon} className={layout.item} data-testid="coupon-item">
                <img src={c.qrImage} alt={`Código QR del cupón ${c.codigoCupon}`} width={96} height={96} />
                <div className={layout.itemText}>
                  <strong>{c.codigoCupon}</strong>
                  <span>{c.descripcion}</span>
                  <span>{c.porcentajeDescuento ? `${c.porcentajeDescuento}% de descuento` : c.monto ? `${formatGs(c.monto)} de descuento` : ''}</span>
                  <span className={styles.expiry}>{c.vencimiento ? `Vence el ${EXPIRY.format(new Date(c.vencimiento))}` : 'Sin vencimiento'}</span>
                </div>
                <button type="button" className={active ? layout.danger : layout.link} onClick={() => void toggle(c.codigoCupon)} aria-pressed={active}>
                  {active ? 'Quitar' : 'Aplicar'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
