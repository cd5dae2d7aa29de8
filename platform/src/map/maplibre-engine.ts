import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { LOCAL_STYLE } from './local-style';
import type { MapFactory, ShopMapInstance } from './map-engine';

/**
 * maplibre-gl's worker, emitted by the bundler as a file of the app that bundles the map (a module worker;
 * maplibre starts it through a same-origin blob when the app is served from another origin, as remotes are).
 */
const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;

/** `styleUrl`: a MapLibre style (MAP_STYLE_URL, e.g. a self-hosted tile server); without one, the offline outline. */
export function maplibreFactory(styleUrl: string | null = null): MapFactory {
  maplibregl.setWorkerUrl(WORKER_URL);
  return ({ container, center, zoom }): ShopMapInstance => {
    const map = new maplibregl.Map({ container, style: styleUrl ?? LOCAL_STYLE, center, zoom, attributionControl: { compact: true } });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    return {
      engine: 'maplibre',
      onLoad: (listener) => {
        if (map.loaded()) listener();
        else map.once('load', listener);
      },
      fitTo: (points, { padding, maxZoom }) => {
        const [first, ...rest] = points;
        if (!first) return;
        const bounds = rest.reduce((b, p) => b.extend(p), new maplibregl.LngLatBounds(first, first));
        map.fitBounds(bounds, { padding, maxZoom, duration: 0 });
      },
      focus: (point, z) => map.easeTo({ center: point, zoom: z }),
      addMarker: (element, point) => {
        const marker = new maplibregl.Marker({ element, anchor: 'bottom' }).setLngLat(point).addTo(map);
        return () => marker.remove();
      },
      openPopup: (point, content, onClose) => {
        const popup = new maplibregl.Popup({ offset: 28, maxWidth: '280px', closeOnClick: false, focusAfterOpen: false })
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
