import { prefetchQuery } from '../../../lib/use-query';
import { bannersAt, offers, timerBanner } from './home';

/** The home's first screen: its data is requested while the page's code is still downloading. */
export function prefetchHome(): void {
  prefetchQuery('banners:CARRUSEL_SUPERIOR', () => bannersAt('CARRUSEL_SUPERIOR'));
  prefetchQuery('banners:temporizador', () => timerBanner('temporizador'));
  prefetchQuery('banners:ofertas', offers);
}
