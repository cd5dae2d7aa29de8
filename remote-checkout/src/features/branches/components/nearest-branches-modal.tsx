import type { Calculation, NearbyBranch } from '@botica/shared-contracts/checkout/entities';
import { Modal } from '../../../ui/modal';
import { branchPoint, distanceKm } from '@botica/shared-contracts/geo/distance';
import { directionsUrl, formatKm, LOCATION_HINTS, PRESS_HERE, useLocation } from '../state/use-location';
import './branches.css';

export const NEAREST_BRANCHES_TITLE = 'Sucursales cercanas con stock';

interface Props {
  open: boolean;
  calc: Calculation;
  onClose: () => void;
  /** Pickup at this branch instead. */
  onSelect: (branch: NearbyBranch) => void;
}

/**
 * The engine's nearest open branches (at most 4, nearest first) for the lines lacking stock: name, distance,
 * the stock of each lacking line there, a directions link, and the prompt to enable the location.
 */
export function NearestBranchesModal({ open, calc, onClose, onSelect }: Props) {
  const { position, hint, read } = useLocation();
  const names = new Map(calc.detallesSinStock.map((d) => [d.productoCodigo, d]));
  return (
    <Modal open={open} title={NEAREST_BRANCHES_TITLE} onClose={onClose}>
      {calc.sucursalesCercanas.length === 0 ? (
        <p className="ck-muted">No hay sucursales abiertas cerca con stock de estos productos.</p>
      ) : (
        <ul className="ck-near-list" data-testid="nearest-branches">
          {calc.sucursalesCercanas.map((b) => {
            const complete = calc.detallesSinStock.every((d) => (b.existencias.find((e) => e.productoCodigo === d.productoCodigo)?.existencia ?? 0) >= d.cantidad);
            return (
              <li key={b.codigo} className="ck-near-item" data-testid="nearest-branch">
                <div className="ck-near-head">
                  <strong>{b.descripcion}</strong>
                  <span data-testid="nearest-distance">{formatKm(b.DISTANCIA_KM)}</span>
                </div>
                <p className="ck-muted">{b.direccion}</p>
                {position?.real && <p className="ck-muted">A {formatKm(distanceKm(position, branchPoint(b)))} de tu ubicación</p>}
                <ul className="ck-near-stock">
                  {b.existencias.map((e) => (
                    <li key={e.productoCodigo}>
                      {names.get(e.productoCodigo)?.descripcion ?? `Producto ${e.productoCodigo}`}: {e.existencia > 0 ? `${e.existencia} en stock` : 'sin stock'}
                    </li>
                  ))}
                </ul>
                <div className="ck-near-actions">
                  <a className="ck-link" href={directionsUrl(b, position)} target="_blank" rel="noopener noreferrer">
                    Cómo llegar
                  </a>
                  <button type="button" className="ck-bm-select" disabled={!complete} onClick={() => onSelect(b)}>
                    Retirar aquí
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="ck-near-hint" data-testid="location-hint">
        {LOCATION_HINTS[hint]}
        {hint === 'default' && !position?.real && (
          <>
            {' '}
            <button type="button" className="ck-link-button" onClick={() => void read()}>
              {PRESS_HERE}
            </button>
          </>
        )}
      </p>
    </Modal>
  );
}
