import { fetchQuery } from '../data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** The shop parameters (`GET /api/parametros`) that choose the map engine. */
export const MAPBOX_TOKEN_PARAM = 'MAPBOX_TOKEN';
export const MAPBOX_STYLE_PARAM = 'MAPBOX_STYLE';
/** Any MapLibre style (a self-hosted tile server): the API passes its MAP_STYLE_URL here. */
export const MAP_STYLE_URL_PARAM = 'MAP_STYLE_URL';
export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

export interface MapSettings {
  /** A Mapbox public token (`pk.…`): mapbox-gl with a Mapbox style; without one, maplibre-gl and the local style. */
  mapboxToken: string | null;
  mapboxStyle: string;
  /** Without a Mapbox token: maplibre-gl with this style, or the bundled offline outline when null. */
  mapStyleUrl: string | null;
}

export function mapSettingsFrom(params: Record<string, string>): MapSettings {
  const token = params[MAPBOX_TOKEN_PARAM]?.trim();
  const style = params[MAP_STYLE_URL_PARAM]?.trim();
  return { mapboxToken: token ? token : null, mapboxStyle: params[MAPBOX_STYLE_PARAM]?.trim() || DEFAULT_MAPBOX_STYLE, mapStyleUrl: style && /^https?:\/\//.test(style) ? style : null };
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
