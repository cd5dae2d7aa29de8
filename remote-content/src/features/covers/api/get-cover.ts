import { getJson } from '@botica/platform/http/client';
import { CoverResponseSchema } from '@botica/shared-contracts/content/covers';
import { api, QUIET } from '../../../app/api-client';

/** `GET /portadas/por-slug/{slug}`; a failure is logged and the page shows the not-found view (spec 002 §8). */
export const getCover = (slug: string) => getJson(api, `portadas/por-slug/${encodeURIComponent(slug)}`, CoverResponseSchema, QUIET);
