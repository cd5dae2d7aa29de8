import { fetchQuery } from '../data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** The shop parameters (`GET /api/parametros`) that choose the map engine. */
export const MAPBOX_TOKEN_PARAM = 'MAPBOX_TOKEN';
export const MAPBOX_STYLE_PARAM = 'MAPBOX_STYLE';
export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

export interface MapSettings {
  /** A Mapbox public token (`pk.…`): mapbox-gl with a Mapbox style; without one, maplibre-gl and the local style. */
  mapboxToken: string | null;
  mapboxStyle: string;
}

export function mapSettingsFrom(params: Record<string, string>): MapSettings {
  const token = params[MAPBOX_TOKEN_PARAM]?.trim();
  return { mapboxToken: token ? token : null, mapboxStyle: params[MAPBOX_STYLE_PARAM]?.trim() || DEFAULT_MAPBOX_STYLE };
}

/** The parameters from the API: the HTTP client and the answer's schema come with this call only. */
async function readParameters(): Promise<Record<string, string>> {
  const [{ createApiClient, getJson }, { ParametersResponseSchema }] = await Promise.all([
    import('../http/client'),
    import('@botica/shared-contracts/catalog/responses'),
  ]);
  return (await getJson(createApiClient(), 'parametros', ParametersResponseSchema, { context: { quiet: true }, retry: 0 })).results;
}

/**
 * Reads the parameters through the page's one cache, under the key the host's layout already filled, so
 * opening a map usually costs no request, nor the download of the HTTP client. A failed read means no token:
 * the local map still works.
 */
export async function loadMapSettings(): Promise<MapSettings> {
  try {
    const params = await fetchQuery(catalogQueries.parameters(), readParameters);
    return mapSettingsFrom(params);
  } catch {
    return mapSettingsFrom({});
  }
}
