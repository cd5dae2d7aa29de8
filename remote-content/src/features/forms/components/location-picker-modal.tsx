import { useState } from 'react';
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

/** The rental form's map picker ('Seleccione una dirección'): a click places the point, 'Guardar dirección' keeps it. */
export function LocationPickerModal({ initial, onCancel, onSave }: Props) {
  const [point, setPoint] = useState<LatLng | null>(initial);
  return (
    <div className="ct-modal-backdrop" role="presentation">
      <div className="ct-modal" role="dialog" aria-modal="true" aria-labelledby="ct-picker-title">
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
