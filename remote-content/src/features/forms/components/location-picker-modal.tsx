import { useRef, useState } from 'react';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import { ShopMap } from '@botica/platform/map/shop-map';

export interface LatLng {
  lat: number;
  lng: number;
}

interface Props {
  initial: LatLng | null;
  onCancel: () => void;
  onSave: (point: LatLng) => void;
}

/**
 * The rental form's map picker ('Seleccione una dirección'): a click places the point, 'Guardar dirección' keeps it.
 * A modal dialog: it takes the focus when it opens (its title is read), Tab stays inside, Escape cancels like
 * 'Cancelar', and the focus goes back to the button that opened it.
 */
export function LocationPickerModal({ initial, onCancel, onSave }: Props) {
  const [point, setPoint] = useState<LatLng | null>(initial);
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true, 'container');
  useEscapeKey(onCancel);
  return (
    <div className="ct-modal-backdrop" role="presentation">
      <div ref={box} className="ct-modal" role="dialog" aria-modal="true" aria-labelledby="ct-picker-title" tabIndex={-1}>
        <h2 id="ct-picker-title">Seleccione una dirección</h2>
        <p className="ct-note">Clic en el mapa para seleccionar una dirección</p>
        <ShopMap
          label="Mapa para elegir la ubicación del local"
          height={420}
          markers={point ? [{ id: 'local', lat: point.lat, lng: point.lng, title: 'Ubicación del local' }] : []}
          selectedId={point ? 'local' : null}
          selectedZoom={18}
          onMapClick={setPoint}
        />
        <p className="ct-note" data-testid="picked-point">
          {point ? `Ubicación: ${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}` : 'Sin ubicación elegida'}
        </p>
        <div className="ct-modal-actions">
          <button type="button" className="ct-button ct-button--ghost" onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="ct-button" disabled={!point} onClick={() => point && onSave(point)}>
            Guardar dirección
          </button>
        </div>
      </div>
    </div>
  );
}
