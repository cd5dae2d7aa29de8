import { describe, expect, it } from 'vitest';
import { DEFAULT_MAPBOX_STYLE, mapSettingsFrom } from './map-settings';

describe('mapSettingsFrom', () => {
  it('chooses Mapbox only with a token in the shop parameters', () => {
    expect(mapSettingsFrom({})).toEqual({ mapboxToken: null, mapboxStyle: DEFAULT_MAPBOX_STYLE, mapStyleUrl: null });
    expect(mapSettingsFrom({ MAPBOX_TOKEN: '  ' }).mapboxToken).toBeNull();
    expect(mapSettingsFrom({ MAPBOX_TOKEN: ' pk.abc ', MAPBOX_STYLE: 'mapbox://styles/botica/x' })).toEqual({
      mapboxToken: 'pk.abc',
      mapboxStyle: 'mapbox://styles/botica/x',
      mapStyleUrl: null,
    });
  });

  it('takes a MapLibre style address (MAP_STYLE_URL) only when it is an http(s) URL', () => {
    expect(mapSettingsFrom({ MAP_STYLE_URL: ' https://tiles.botica.test/styles/basic/style.json ' }).mapStyleUrl).toBe('https://tiles.botica.test/styles/basic/style.json');
    expect(mapSettingsFrom({ MAP_STYLE_URL: 'javascript:alert(1)' }).mapStyleUrl).toBeNull();
    expect(mapSettingsFrom({ MAP_STYLE_URL: '' }).mapStyleUrl).toBeNull();
  });
});
