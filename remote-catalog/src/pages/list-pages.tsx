import { useParams, useSearchParams } from '@botica/platform/router';
import { DISCOUNT_FILTERS } from '@botica/shared-contracts/catalog/constants';
import { plainList, titledList } from '../features/products/api';
import { ProductListView } from '../components/product-list-view';
import { NotFound } from '../ui/not-found';
import { Breadcrumb } from '../ui/breadcrumb';
import { ProductBlock } from '../features/home/components/product-block';
import pageStyles from '../components/page.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LIST_TYPES, QUANTITY_PROMOS } from './list-types';


/** /productos?tipo=destacados|mas-populares (mas-populares maps to the top list). */
export function ProductsPage() {
  const [params] = useSearchParams();
  const tipo = params.get('tipo') ?? 'destacados';
  const list = LIST_TYPES[tipo];
  if (!list) return <NotFound />;
  return <ProductListView queryKey={(p) => catalogQueries.lists.plain(tipo, p)} title={list.title} load={(p) => plainList(list.path, p)} />;
}

/** /productos/promociones: every quantity promotion, one carousel each. */
function AllPromotions() {
  return (
    <section className={pageStyles.page} data-testid="cat-promotions-page">
      <Breadcrumb items={[{ label: 'Promociones' }]} />
      <h1 className={pageStyles.title}>Promociones</h1>
      {QUANTITY_PROMOS.map((promo) => (
        <ProductBlock key={promo} list={`promociones/${promo}`} title={`Promoción ${promo}`} testId={`cat-promo-${promo}`} moreHref={`/productos/${promo}`} />
      ))}
    </section>
  );
}

/** /productos/4x2, /productos/3x2, /productos/2x1 (and /productos/promociones for all of them) */
export function PromoProductsPage() {
  const { promo = '' } = useParams();
  if (promo === 'promociones') return <AllPromotions />;
  if (!QUANTITY_PROMOS.includes(promo)) return <NotFound />;
  return (
    <ProductListView
      queryKey={(p) => catalogQueries.lists.promotion(promo, p)}
      title={(a) => a?.titulo ?? `Promociones ${promo}`}
      load={(p) => titledList(`productos/promociones/${promo}`, p)}
      testId="cat-promo-page"
    />
  );
}

/** /productos/{slug}/{code}: a custom menu entry's listing. */
export function CustomProductsPage() {
  const { opcion = '', id = '' } = useParams();
  return (
    <ProductListView
      queryKey={(p) => catalogQueries.lists.custom(opcion, id, p)}
      title={(a) => a?.titulo ?? ''}
      load={(p) => titledList(`productos/${encodeURIComponent(opcion)}/${encodeURIComponent(id)}`, p)}
    />
  );
}

/** /descuentos/{10..80} */
export function DiscountPage() {
  const { id = '' } = useParams();
  const percent = Number(id);
  if (!(DISCOUNT_FILTERS as readonly number[]).includes(percent)) return <NotFound />;
  return (
    <ProductListView
      queryKey={(p) => catalogQueries.lists.discount(percent, p)}
      title={(a) => a?.titulo ?? `Productos con ${percent}% de descuento`}
      load={(p) => titledList(`productos/descuento/${percent}`, p)}
      testId="cat-discount-page"
    />
  );
}

/** /destacados/{opcion}/{id} */
export function FeaturedPage() {
  const { opcion = '', id = '' } = useParams();
  return (
    <ProductListView
      queryKey={(p) => catalogQueries.lists.featured(opcion, id, p)}
      title={(a) => a?.titulo ?? 'Destacados'}
      load={(p) => titledList(`productos/destacadosList/${encodeURIComponent(opcion)}/${encodeURIComponent(id)}`, p)}
    />
  );
}

function listingPage(opcion: 'marca' | 'fabricante') {
  return function ListingPage() {
    const { id = '' } = useParams();
    return (
      <ProductListView
        queryKey={(p) => catalogQueries.lists.listing(opcion, id, p)}
        title={(a) => a?.titulo ?? ''}
        load={(p) => titledList(`productos/listado/${opcion}/${encodeURIComponent(id)}`, p)}
        testId={`cat-${opcion}-page`}
      />
    );
  };
}

/** /marca/{id}/{slug} and /fabricante/{id}/{slug} */
export const BrandPage = listingPage('marca');
export const MakerPage = listingPage('fabricante');
