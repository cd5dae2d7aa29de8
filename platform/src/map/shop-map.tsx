import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type LngLat, loadMapFactory, type MarkerId, type ShopMapInstance } from './map-engine';
import { loadMapSettings, type MapSettings } from './map-settings';
import { markerElement, setMarkerSelected } from './marker-element';

export type { MarkerId };

export interface ShopMapMarker {
  id: MarkerId;
  lat: number;
  lng: number;
  /** The marker's accessible name (and tooltip). */
  title: string;
  /** What the marker's popup shows while it is the selected one. */
  popup?: ReactNode;
}

export interface ShopMapProps {
  markers: readonly ShopMapMarker[];
  /** The marker whose popup is open (the map moves to it); none: the map fits every marker. */
  selectedId?: MarkerId | null;
  /** A marker was clicked. */
  onSelect?: (id: MarkerId) => void;
  /** The shopper closed the popup. */
  onPopupClose?: () => void;
  /** The shopper clicked the map itself (not a marker): the point, e.g. to place an address there. */
  onMapClick?: (point: { lat: number; lng: number }) => void;
  /** Height in pixels (spec 000 §9: 500). */
  height?: number;
  /** Most zoom when fitting every marker (spec 000 §9: 15). */
  fitMaxZoom?: number;
  /** Zoom on the selected marker (spec 000 §9: 18 on a found branch). */
  selectedZoom?: number;
  /** Engine settings; read from the shop parameters when not given. */
  settings?: MapSettings;
  label?: string;
  className?: string;
}

type MapState = 'loading' | 'ready' | 'error';

/** Asunción, where the map starts before it knows its markers. */
const DEFAULT_CENTER: LngLat = [-57.5759, -25.2637];
const FIT_PADDING = 48;

/**
 * The shop's one map (checkout, account and content pages use it): markers, one popup and fit-to-bounds, the
 * same on mapbox-gl (a Mapbox token configured) and maplibre-gl (the offline local style). The engine is
 * loaded when the map mounts.
 */
export function ShopMap({
  markers,
  selectedId = null,
  onSelect,
  onPopupClose,
  onMapClick,
  height = 500,
  fitMaxZoom = 15,
  selectedZoom = 18,
  settings,
  label = 'Mapa',
  className,
}: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<ShopMapInstance | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [zoom, setZoom] = useState<number | null>(null);
  const [popupNode] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const elements = useRef(new Map<MarkerId, HTMLButtonElement>());
  const callbacks = useRef({ onSelect, onPopupClose, onMapClick });
  useEffect(() => {
    callbacks.current = { onSelect, onPopupClose, onMapClick };
  });

  // Clicks on the map reach the page only when it listens (a place picker).
  const listensToClicks = onMapClick !== undefined;
  useEffect(() => {
    if (!map || !listensToClicks) return;
    return map.onClick(([lng, lat]) => callbacks.current.onMapClick?.({ lat, lng }));
  }, [map, listensToClicks]);

  // The zoom the map shows, kept on the element (`data-map-zoom`) after every move: the fit and focus zooms of the
  // spec (000 §9) are what a shopper sees. Declared before the moves below, so it hears the first fit.
  useEffect(() => {
    if (!map) return;
    setZoom(map.zoom());
    return map.onMoveEnd(setZoom);
  }, [map]);

  // Create the map once; the engine and its settings load on mount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let instance: ShopMapInstance | null = null;
    (async () => {
      const factory = await loadMapFactory(settings ?? (await loadMapSettings()));
      if (cancelled) return;
      instance = factory({ container, center: DEFAULT_CENTER, zoom: 6 });
      instance.onLoad(() => {
        if (cancelled) return;
        setMap(instance);
        setState('ready');
      });
    })().catch((error: unknown) => {
      console.error('[map]', error);
      if (!cancelled) setState('error');
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setMap(null);
    };
    // The engine is chosen once per map; later settings changes do not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The marker set, by content: a caller building a new array with the same markers moves nothing.
  const markerKey = markers.map((m) => `${m.id}:${m.lat}:${m.lng}:${m.title}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const placed = useMemo(() => markers.map(({ id, lat, lng, title }) => ({ id, lat, lng, title })), [markerKey]);

  // Markers: one element each, clicking selects it.
  useEffect(() => {
    if (!map) return;
    const placedElements = elements.current;
    const removals = placed.map((marker) => {
      const element = markerElement(marker.title, marker.id, () => callbacks.current.onSelect?.(marker.id));
      placedElements.set(marker.id, element);
      return map.addMarker(element, [marker.lng, marker.lat]);
    });
    return () => {
      removals.forEach((remove) => remove());
      placedElements.clear();
    };
  }, [map, placed]);

  const selected = selectedId === null ? undefined : markers.find((m) => m.id === selectedId);
  const selectedPoint = selected ? ([selected.lng, selected.lat] as LngLat) : null;
  const selectedKey = selected ? `${selected.id}:${selected.lat}:${selected.lng}` : null;

  // A new marker set is brought into view (unless one marker is selected).
  const hasSelection = selectedKey !== null;
  useEffect(() => {
    if (!map || hasSelection) return;
    map.fitTo(placed.map((m) => [m.lng, m.lat] as LngLat), { padding: FIT_PADDING, maxZoom: fitMaxZoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, placed, fitMaxZoom]);

  // The selected marker: highlighted and centred.
  useEffect(() => {
    if (!map) return;
    elements.current.forEach((element, id) => setMarkerSelected(element, selectedKey?.startsWith(`${id}:`) ?? false));
    if (selectedPoint) map.focus(selectedPoint, selectedZoom);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, placed, selectedKey, selectedZoom]);

  // The selected marker's popup.
  const hasPopup = selected?.popup !== undefined && selected?.popup !== null;
  useEffect(() => {
    if (!map || !selectedPoint || !hasPopup || !popupNode) return;
    return map.openPopup(selectedPoint, popupNode, () => callbacks.current.onPopupClose?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, selectedKey, hasPopup, popupNode]);

  const style: CSSProperties = { position: 'relative', width: '100%', height };
  return (
    <div
      className={className}
      style={style}
      data-testid="shop-map"
      data-map-state={state}
      data-map-engine={map?.engine}
      data-map-zoom={zoom === null ? undefined : String(Math.round(zoom * 100) / 100)}
      role="region"
      aria-label={label}
      aria-busy={state === 'loading'}
    >
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {state === 'error' ? (
        <p role="alert" style={{ position: 'absolute', inset: 0, margin: 0, display: 'grid', placeItems: 'center', background: '#f3f4f6' }}>
          No pudimos cargar el mapa.
        </p>
      ) : null}
      {popupNode && hasPopup ? createPortal(selected.popup, popupNode) : null}
    </div>
  );
}
