import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The home page's reads and the newsletter signup, downloaded with the first call made (decision 054). */
export const { bannersAt, timerBanner, offers, promoBanners, featuredBrands, subscribeNewsletter } = onFirstCall(() => import('./home'));
