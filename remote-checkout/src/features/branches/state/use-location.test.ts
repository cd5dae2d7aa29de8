import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, directionsUrl, formatKm, LOCATION_HINTS, useLocation } from './use-location';

function stubGeo(state: PermissionState | 'throws', read: 'ok' | 'fails') {
  const query = vi.fn(async () => {
    if (state === 'throws') throw new Error('no permissions API');
    return { state };
  });
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (read === 'ok') ok({ coords: { latitude: -25.3, longitude: -57.6 } } as GeolocationPosition);
    else fail({ code: 2, PERMISSION_DENIED: 1, message: 'unavailable' } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, permissions: { query }, geolocation: { getCurrentPosition } });
  return { query, getCurrentPosition };
}

describe('useLocation (spec 000 §4 "Location permission", §8 hints)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the default hint; granted reads the position again', async () => {
    const geo = stubGeo('granted', 'ok');
    const { result } = renderHook(() => useLocation());
    expect(LOCATION_HINTS[result.current.hint]).toBe('Para mejor experiencia te recomendamos activar su ubicación, si ya lo hiciste');
    await act(() => result.current.read());
    expect(geo.getCurrentPosition).toHaveBeenCalled();
    expect(result.current.position).toEqual({ lat: -25.3, lng: -57.6, real: true });
  });

  it('denied gives its hint and the default city', async () => {
    const geo = stubGeo('denied', 'ok');
    const { result } = renderHook(() => useLocation());
    await act(() => result.current.read());
    expect(LOCATION_HINTS[result.current.hint]).toBe('Hemos verificado que haz denegado permitos de ubicación a nuestro sitio, por favor verifique');
    expect(result.current.position).toEqual({ ...DEFAULT_POSITION, real: false });
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('prompt asks to allow it in the dialog; a failed read uses the default city', async () => {
    stubGeo('prompt', 'fails');
    const { result } = renderHook(() => useLocation());
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.read();
    });
    await act(async () => pending);
    expect(result.current.position).toEqual({ ...DEFAULT_POSITION, real: false });
    expect(result.current.hint).toBe('default');
  });

  it('a failing permission check says so', async () => {
    stubGeo('throws', 'fails');
    const { result } = renderHook(() => useLocation());
    await act(() => result.current.read());
    expect(LOCATION_HINTS[result.current.hint]).toBe('Error checking geolocation permission');
  });

  it('distance text and directions', () => {
    expect(formatKm(1.25)).toBe('1,3 km');
    expect(directionsUrl({ latitud: -25.3, longitud: -57.6 }, { lat: -25.2, lng: -57.5, real: true })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-25.3%2C-57.6&origin=-25.2%2C-57.5',
    );
  });
});
