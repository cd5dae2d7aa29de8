import type { Banner } from '@botica/shared-contracts/catalog/entities';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The number a banner row is reported under (spec 002 §2.10): the home's rows count from 1, one more when a
 * countdown banner opens the page (it takes the first row).
 */
export const bannerRowNumber = (row: number, timerShown: boolean) => (timerShown ? row + 1 : row);

/** A click on a home banner, as a GA4 select_promotion with its row and place in the row. */
export function trackBannerClick(banner: Banner, row: number, place: number, target: DataLayerWindow = window): void {
  const layer = (target.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push({
    event: 'select_promotion',
    ecommerce: {
      promotion_id: String(banner.codigo),
      promotion_name: banner.descripcion ?? '',
      creative_name: banner.posicion,
      creative_slot: `fila ${row} - banner ${place}`,
      fila: row,
    },
  });
}
