import { fetchQuery } from '../data/query';
import { createApiClient, getJson } from '../http/client';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { ParametersResponseSchema } from '@botica/shared-contracts/catalog/responses';

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

let client: ReturnType<typeof createApiClient> | null = null;

/**
 * Reads the parameters through the page's one cache, under the key the host's layout already filled, so
 * opening a map usually costs no request. A failed read means no token: the local map still works.
 */
export async function loadMapSettings(): Promise<MapSettings> {
  try {
    const params = await fetchQuery(catalogQueries.parameters(), async () => {
      client ??= createApiClient();
      return (await getJson(client, 'parametros', ParametersResponseSchema, { context: { quiet: true }, retry: 0 })).results;
    });
    return mapSettingsFrom(params);
  } catch {
    return mapSettingsFrom({});
  }
}
