import { lazy } from 'react';
import { bannersAt, promoBanners } from '../features/home/api';
import { CountdownBanners } from '../features/home/components/countdown-banners';
import { DiscountBadges } from '../features/home/components/discount-badges';
import { HomePopups } from '../features/home/components/home-popups';
import { NewsletterForm } from '../features/home/components/newsletter-form';
import { OfferBanners } from '../features/home/components/offer-banners';
import { FirstProductBlock } from '../features/home/components/first-product-block';
import { TopBanners } from '../features/home/components/top-banners';
import { useDocumentTitle } from '../lib/server-render';
import { LazyBlock } from '../ui/lazy-block';
import styles from '../features/home/components/home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { HOME_FIRST_LIST } from '../app/prefetch-route';

const belowTheFold = () => import('../features/home/components/below-the-fold');
const BannerRow = lazy(() => belowTheFold().then((m) => ({ default: m.BannerRow })));
const FeaturedBrands = lazy(() => belowTheFold().then((m) => ({ default: m.FeaturedBrands })));
const FeaturedCategories = lazy(() => belowTheFold().then((m) => ({ default: m.FeaturedCategories })));
const ProductBlock = lazy(() => belowTheFold().then((m) => ({ default: m.ProductBlock })));
const WeekFeatured = lazy(() => belowTheFold().then((m) => ({ default: m.WeekFeatured })));

/**
 * Home `/`: the blocks of spec 002 §2.10 in their order, then the other home elements. The first products carousel
 * is on a phone's first screen: the server draws it with the page (FirstProductBlock); the blocks after it come when
 * they near the viewport.
 */
export function HomePage() {
  useDocumentTitle('Botica Guaraní | Farmacia y tienda de salud y belleza en línea');
  return (
    <div className={styles.home} data-testid="catalog-home">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Botica Guaraní: farmacia en línea
      </h1>
      <TopBanners />
      <CountdownBanners which="temporizador" reserve />
      <OfferBanners />
      <FirstProductBlock
        minHeight="24rem"
        list={HOME_FIRST_LIST}
        title="Los más populares"
        testId="cat-most-popular"
        moreHref="/productos?tipo=mas-populares"
      />
      <LazyBlock minHeight="24rem">
        <BannerRow
          queryKey={catalogQueries.banners('MEDIO')}
          load={() => bannersAt('MEDIO')}
          width={600}
          height={250}
          rowClass={styles.middle}
          itemClass={styles.middleItem}
          label="Banners"
          testId="cat-middle-banners"
          row={1}
        />
      </LazyBlock>
      <LazyBlock minHeight="8rem">
        <CountdownBanners which="temporizador-dos" />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <ProductBlock list="novedades" title="Novedades por descubrir" testId="cat-new-arrivals" />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <FeaturedCategories />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <ProductBlock list="te-va-a-encantar" title="Te va a encantar" testId="cat-recommended" />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <FeaturedBrands />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <BannerRow
          queryKey={catalogQueries.banners('promos')}
          load={promoBanners}
          width={400}
          height={400}
          rowClass={styles.promoRow}
          itemClass={styles.promoItem}
          label="Promociones"
          testId="cat-promo-row"
          row={2}
        />
      </LazyBlock>
      <LazyBlock minHeight="24rem">
        <WeekFeatured />
      </LazyBlock>
      <DiscountBadges />
      <NewsletterForm />
      <HomePopups />
    </div>
  );
}
