import { useState } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { newFormToken } from '@botica/shared-contracts/cart/quantity';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { Link, useLocation } from '@botica/platform/router';
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
  const available = useAvailable(product);
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
      {/* a form the server takes before the page's code has come (decision 075), the product page's */}
      <AddToCartForm
        product={product}
        oncologico={oncologico}
        available={available}
        unavailableLabel={NOT_IN_ZONE}
        className={styles.addForm}
        buttonClassName={styles.add}
        testId="cat-add-to-cart"
      />
    </article>
  );
}

export const ADD_TO_CART = 'Agregar al carrito';

interface AddToCartFormProps {
  product: Product;
  /** How many (the product page's counter; a card adds 1). */
  quantity?: number;
  /** The oncology world's cards: every product goes to the oncology cart. */
  oncologico?: boolean;
  /** Whether the product can be bought here; otherwise the button says so and stays disabled. */
  available: boolean;
  /** What the button says when the product cannot be bought. */
  unavailableLabel: string;
  /** Once hydrated, whether an add may start now (the product page waits for the chosen place's stock). */
  ready?: boolean;
  className?: string;
  buttonClassName?: string;
  testId: string;
}

/**
 * "Agregar al carrito" as a plain form (decisions 071, 075, 079), the product page's and every listing card's (kept
 * with the card: the product page already loads this module, so the form brings no file of its own). Before the
 * page's code has come a click posts it and the server adds the product (`/carrito/agregar`) and sends the shopper
 * back to this page (`volver`), whose header it draws with the cart's new count; the form's one-time token makes a
 * second post of it (a double click) add nothing more. Once hydrated the post is prevented and the cart service adds
 * the product here (its toast, the header's count): either way the shopper stays where they were.
 */
export function AddToCartForm({ product, quantity = 1, oncologico = false, available, unavailableLabel, ready = true, className, buttonClassName, testId }: AddToCartFormProps) {
  const hydrated = useHydrated();
  const [adding, setAdding] = useState(false);
  // drawn anew with every form; the browser's own (after hydration) is never posted
  const [token] = useState(newFormToken);
  const here = useLocation();
  return (
    <form
      method="post"
      action={paths.addToCart}
      className={className}
      onSubmit={async (event) => {
        event.preventDefault();
        if (adding || !ready || !available) return;
        setAdding(true);
        await addProduct(product, quantity, oncologico);
        setAdding(false);
      }}
    >
      <input type="hidden" name="codigo" value={product.codigo} />
      <input type="hidden" name="cantidad" value={quantity} />
      <input type="hidden" name="token" value={token} suppressHydrationWarning />
      {oncologico && <input type="hidden" name="oncologico" value="1" />}
      <input type="hidden" name="volver" value={`${here.pathname}${here.search}`} />
      <button
        type="submit"
        className={buttonClassName}
        disabled={!available || (hydrated && (!ready || adding))}
        data-testid={testId}
        {...(hydrated ? { 'data-live': '' } : {})}
      >
        {available ? ADD_TO_CART : unavailableLabel}
      </button>
    </form>
  );
}
