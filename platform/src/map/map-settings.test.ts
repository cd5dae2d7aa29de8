import { describe, expect, it } from 'vitest';
import { DEFAULT_MAPBOX_STYLE, mapSettingsFrom } from './map-settings';

describe('mapSettingsFrom', () => {
  it('chooses Mapbox only with a token in the shop parameters', () => {
    expect(mapSettingsFrom({})).toEqual({ mapboxToken: null, mapboxStyle: DEFAULT_MAPBOX_STYLE });
    expect(mapSettingsFrom({ MAPBOX_TOKEN: '  ' }).mapboxToken).toBeNull();
    expect(mapSettingsFrom({ MAPBOX_TOKEN: ' pk.abc ', MAPBOX_STYLE: 'mapbox://styles/botica/x' })).toEqual({
      mapboxToken: 'pk.abc',
      mapboxStyle: 'mapbox://styles/botica/x',
    });
  });
});
