import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import type { MapFactory, ShopMapInstance } from './map-engine';

/** mapbox-gl 3 with the configured token and style (its worker is built into its bundle). */
export function mapboxFactory(token: string, style: string): MapFactory {
  mapboxgl.accessToken = token;
  return ({ container, center, zoom }): ShopMapInstance => {
    const map = new mapboxgl.Map({ container, style, center, zoom, attributionControl: true });
    map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');
    return {
      engine: 'mapbox',
      onLoad: (listener) => {
        if (map.loaded()) listener();
        else map.once('load', listener);
      },
      fitTo: (points, { padding, maxZoom }) => {
        const [first, ...rest] = points;
        if (!first) return;
        const bounds = rest.reduce((b, p) => b.extend(p), new mapboxgl.LngLatBounds(first, first));
        map.fitBounds(bounds, { padding, maxZoom, duration: 0 });
      },
      focus: (point, z) => map.easeTo({ center: point, zoom: z }),
      addMarker: (element, point) => {
        const marker = new mapboxgl.Marker({ element, anchor: 'bottom' }).setLngLat(point).addTo(map);
        return () => marker.remove();
      },
      openPopup: (point, content, onClose) => {
        const popup = new mapboxgl.Popup({ offset: 28, maxWidth: '280px', closeOnClick: false, focusAfterOpen: false })
          .setLngLat(point)
          .setDOMContent(content)
          .addTo(map);
        popup.on('close', onClose);
        return () => {
          popup.off('close', onClose);
          popup.remove();
        };
      },
      onClick: (listener) => {
        const handler = (e: { lngLat: { lng: number; lat: number } }) => listener([e.lngLat.lng, e.lngLat.lat]);
        map.on('click', handler);
        return () => {
          map.off('click', handler);
        };
      },
      zoom: () => map.getZoom(),
      onMoveEnd: (listener) => {
        const handler = () => listener(map.getZoom());
        map.on('moveend', handler);
        return () => {
          map.off('moveend', handler);
        };
      },
      resize: () => map.resize(),
      destroy: () => map.remove(),
    };
  };
}
