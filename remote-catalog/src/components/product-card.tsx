import { useState } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { Link } from '@botica/platform/router';
import { useAtomValue } from 'jotai';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { formatGs, isLongPrice } from '@botica/shared-contracts/format/money';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { useAvailable } from '../features/availability/state/use-available';
import { addProduct } from '../features/products/state/add-product';
import { FavouriteHeart } from '../features/favourites/components/favourite-heart';
import { discountTier } from '../features/products/discount-tier';
import { productPrices } from '../features/products/price';
import { RatingPopover } from '../features/ratings/components/rating-popover';
import { imageUrl } from '../lib/images';
import { productPath } from '../lib/product-links';
import styles from './product-card.module.css';

export const OUT_OF_STOCK = 'Sin Stock';
export const NOT_IN_ZONE = 'No disponible en tu zona';
export const PRESCRIPTION_WARNING = 'Venta bajo receta médica';

interface Props {
  product: Product;
  /** Cards above the fold load their image eagerly (LCP); the rest lazily. */
  eager?: boolean;
  world?: string;
  /** The add button fills the oncology cart (the oncology world). */
  oncologico?: boolean;
}

/** The product card of spec 000 §2. */
export function ProductCard({ product, eager = false, world, oncologico = false }: Props) {
  const customer = useAtomValue(customerAtom);
  const hydrated = useHydrated();
  const available = useAvailable(product);
  const [adding, setAdding] = useState(false);
  const { price, before, hasDiscount } = productPrices(product);
  const href = productPath(product, world);
  const forms = product.descuentosFormas.filter((f) => !f.test || customer?.esTester);
  const tier = discountTier(product.descuento);
  const qty = product.descuentoPorCantidad;

  return (
    <article className={styles.card} data-testid="cat-product-card" data-codigo={product.codigo}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <img
            src={imageUrl(product.fotoPrincipal?.nombre)}
            alt={product.descripcion}
            width={240}
            height={240}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        </Link>
        <div className={styles.labels}>
          {product.promocion === 'S' && <span className={styles.label}>Promoción</span>}
          {product.nuevo === 'S' && <span className={`${styles.label} ${styles.labelNew}`}>Nuevo</span>}
          {qty && <span className={`${styles.label} ${styles.labelQty}`}>{qty.promocion}</span>}
        </div>
        {hasDiscount && (
          <span className={`${styles.badge} ${styles[`tier${tier}`]}`} data-testid="cat-discount-badge" data-tier={tier}>
            -{product.descuento}%
          </span>
        )}
        <FavouriteHeart codigo={product.codigo} className={styles.heart} />
        {!available && <span className={styles.soldOut}>{OUT_OF_STOCK}</span>}
      </div>
      {product.marca && <span className={styles.brand}>{product.marca.descripcion}</span>}
      <Link to={href} className={styles.title}>
        {product.descripcion}
      </Link>
      <RatingPopover codigo={product.codigo} initial={product.calificacion ?? { promedio: 0, cantidad: 0 }} />
      <div className={styles.prices}>
        <span className={`${styles.price} ${isLongPrice(price) ? styles.priceSmall : ''}`} data-testid="cat-price">
          {formatGs(price)}
        </span>
        {before !== undefined && <span className={styles.before}>{formatGs(before)}</span>}
      </div>
      {forms.length > 0 && (
        <ul className={styles.forms} aria-label="Descuentos por forma de pago">
          {forms.map((f) => (
            <li key={f.codigoDescuento} className={styles.form} style={{ color: f.color ?? '#0b7a3e' }} title={f.advertencia ?? undefined}>
              <span>
                -{f.porcentaje}% {f.descripcion}
              </span>
              <strong>{formatGs(f.precioConDescuento)}</strong>
            </li>
          ))}
        </ul>
      )}
      {(product.codigoControl ?? 1) > 1 && <span className={styles.rx}>{PRESCRIPTION_WARNING}</span>}
      <span className={styles.spacer} />
      <button
        type="button"
        className={styles.add}
        disabled={!hydrated || !available || adding}
        data-testid="cat-add-to-cart"
        onClick={async () => {
          setAdding(true);
          await addProduct(product, 1, oncologico);
          setAdding(false);
        }}
      >
        {available ? 'Agregar al carrito' : NOT_IN_ZONE}
      </button>
    </article>
  );
}
