import { PARAGUAY_OUTLINE } from './paraguay-outline';

/**
 * The map's style when no Mapbox token is configured: a background and Paraguay's outline, bundled with the
 * code, so the map renders without any tile server (offline, in tests, on a private network). Branch markers
 * carry the detail; no glyphs or sprites are needed because the style has no symbol layers.
 */
export const LOCAL_STYLE = {
  version: 8 as const,
  sources: {
    paraguay: { type: 'geojson' as const, data: PARAGUAY_OUTLINE, attribution: 'Límites: Natural Earth' },
  },
  layers: [
    { id: 'background', type: 'background' as const, paint: { 'background-color': '#dce8f0' } },
    { id: 'paraguay-fill', type: 'fill' as const, source: 'paraguay', paint: { 'fill-color': '#f7f5ef' } },
    { id: 'paraguay-border', type: 'line' as const, source: 'paraguay', paint: { 'line-color': '#8c99a3', 'line-width': 1.5 } },
  ],
};
