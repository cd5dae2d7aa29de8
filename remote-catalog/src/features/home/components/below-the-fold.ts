// The home's blocks below the fold, which render only once they come near the viewport (ui/lazy-block.tsx): their
// code, with the product card's, is downloaded then, in one file, not with the page every first visit loads.
export { BannerRow } from './banner-row';
export { FeaturedBrands } from './featured-brands';
export { FeaturedCategories } from './featured-categories';
export { ProductBlock } from './product-block';
export { WeekFeatured } from './week-featured';
