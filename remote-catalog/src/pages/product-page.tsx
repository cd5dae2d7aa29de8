import { useState } from 'react';
import { Link, useParams } from '@botica/platform/router';
import { useAtomValue } from 'jotai';
import { PRICE_NOTE } from '@botica/shared-contracts/catalog/constants';
import { formatGs } from '@botica/shared-contracts/format/money';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { useAvailability } from '../features/availability/state/use-available';
import { FavouriteHeart } from '../features/favourites/components/favourite-heart';
import { getProduct, relatedProducts } from '../features/product-detail/api';
import { DescriptionTabs } from '../features/product-detail/components/description-tabs';
import { DiscountConditions } from '../features/product-detail/components/discount-conditions';
import { Gallery } from '../features/product-detail/components/gallery';
import { SaleControlNotice } from '../features/product-detail/components/sale-control-notice';
import { QuantityCounter } from '@botica/platform/ui/quantity-counter';
import { clampQuantity } from '@botica/shared-contracts/cart/quantity';
import { WhereToBuy } from '../features/product-detail/components/where-to-buy';
import { quantityPromoHint } from '../features/product-detail/state/quantity-promo';
import { productPrices } from '../features/products/price';
import { ProductRating } from '../features/ratings/components/product-rating';
import { ProductCarousel } from '../components/product-carousel';
import { AddToCartForm, NOT_IN_ZONE, OUT_OF_STOCK } from '../components/product-card';
import { brandSearchPath, categoryPath } from '../lib/product-links';
import { useDocumentTitle } from '../lib/server-render';
import { WorldFrame } from '../features/worlds/world-frame';
import { useQuery } from '@botica/platform/data/query';
import { Breadcrumb } from '../ui/breadcrumb';
import { BlockPending, LazyBlock } from '../ui/lazy-block';
import { FetchFailure, Loading } from '../ui/status';
import { NotFound } from '../ui/not-found';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import pageStyles from '../components/page.module.css';
import styles from '../features/product-detail/components/detail.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** /producto/{codigo}/{slug} and /mundo/{w}/producto/{codigo}/{slug} */
export function ProductPage() {
  const { codigo = '', landing } = useParams();
  const { data, error, reload } = useQuery(catalogQueries.product(codigo), () => getProduct(codigo));
  if (error && !data) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
    return <FetchFailure onRetry={reload} />;
  }
  if (!data) return <Loading />;
  return (
    <WorldFrame landing={landing}>
      <ProductDetail key={data.codigo} product={data} world={landing} />
    </WorldFrame>
  );
}

function ProductDetail({ product, world }: { product: Product; world?: string }) {
  const customer = useAtomValue(customerAtom);
  const { available, decided } = useAvailability(product);
  // the product's own quantity (spec 000 §3): the counter starts from it, and "Agregar al carrito" adds as many
  const [quantity, setQuantity] = useState(() => clampQuantity(product.quantity ?? 1));
  const { price, before, hasDiscount } = productPrices(product);
  const forms = product.descuentosFormas.filter((f) => !f.test || customer?.esTester);
  const images = [product.fotoPrincipal?.nombre ?? '', ...(product.galeria ?? []).map((g) => g.nombre)].filter(
    (n, i, all) => n && all.indexOf(n) === i,
  );
  const ancestors = [...(product.padres ?? []), ...(product.categoria ? [product.categoria] : [])].filter(
    (c, i, all) => all.findIndex((x) => x.codigo === c.codigo) === i,
  );

  useDocumentTitle(`${product.descripcion} | Botica Guaraní`);

  return (
    <article className={pageStyles.page} data-testid="cat-product-page">
      <Breadcrumb
        items={[
          ...ancestors.map((c) => ({ label: c.descripcion, to: categoryPath(c.codigo, c.descripcion, c.slug) })),
          { label: product.descripcion },
        ]}
      />
      <div className={styles.layout}>
        <Gallery images={images} alt={product.descripcion} />
        <div className={styles.info}>
          {product.marca && (
            <Link className={styles.brand} to={brandSearchPath(product.marca.descripcion)}>
              {product.marca.descripcion}
            </Link>
          )}
          <h1 className={styles.name}>{product.descripcion}</h1>
          <div className={styles.row}>
            <ProductRating codigo={product.codigo} initial={product.calificacion ?? { promedio: 0, cantidad: 0 }} />
            <FavouriteHeart codigo={product.codigo} />
          </div>
          <div className={styles.row}>
            <span className={styles.price} data-testid="cat-detail-price">
              {formatGs(price)}
            </span>
            {before !== undefined && <span className={styles.before}>{formatGs(before)}</span>}
            {hasDiscount && <span className={styles.badge}>-{product.descuento}%</span>}
          </div>
          <p className={styles.note}>{PRICE_NOTE}</p>
          {forms.length > 0 && (
            <ul className={styles.forms} aria-label="Descuentos por forma de pago">
              {forms.map((f) => (
                <li key={f.codigoDescuento} style={{ color: f.color ?? '#0b7a3e' }}>
                  <span>
                    -{f.porcentaje}% {f.descripcion}
                  </span>
                  <strong>{formatGs(f.precioConDescuento)}</strong>
                  <DiscountConditions codigoDescuento={f.codigoDescuento} />
                </li>
              ))}
            </ul>
          )}
          {product.descuentoPorCantidad && (
            <p className={styles.hint} data-testid="cat-quantity-promo-hint">
              {product.descuentoPorCantidad.mensaje ? `${product.descuentoPorCantidad.mensaje}. ` : ''}
              {quantityPromoHint(quantity, product.descuentoPorCantidad)}
            </p>
          )}
          <SaleControlNotice codigoControl={product.codigoControl} />
          {!available && <span className={styles.soldOut}>{OUT_OF_STOCK}</span>}
          <div className={styles.buy}>
            <QuantityCounter value={quantity} onChange={setQuantity} className={styles.counter} testId="cat-quantity" />
            {/* A plain form: before the page's code has come a click posts it and the server adds the product
                (decisions 071, 075); once hydrated, the cart service adds it here and the page stays. */}
            <AddToCartForm
              product={product}
              quantity={quantity}
              available={available}
              unavailableLabel={NOT_IN_ZONE}
              ready={decided && quantity >= 1}
              className={styles.addForm}
              buttonClassName={styles.add}
              testId="cat-detail-add"
            />
          </div>
          <WhereToBuy codigo={product.codigo} />
        </div>
      </div>
      <DescriptionTabs product={product} />
      <LazyBlock minHeight="30rem">
        <RelatedProducts codigo={product.codigo} world={world} />
      </LazyBlock>
    </article>
  );
}

/** Related products (same category), loaded when the shopper scrolls near them. */
function RelatedProducts({ codigo, world }: { codigo: number; world?: string }) {
  const related = useQuery(catalogQueries.relatedProducts(codigo), () => relatedProducts(String(codigo)));
  if (related.loading && !related.data) return <BlockPending />;
  if (!related.data?.length) return null;
  return (
    <section className={styles.section}>
      <h2>Productos relacionados</h2>
      <ProductCarousel products={related.data} label="Productos relacionados" world={world} testId="cat-related" />
    </section>
  );
}
