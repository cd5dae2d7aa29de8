import { useMemo, useState } from 'react';
import { ShopMap, type ShopMapMarker } from '@botica/platform/map/shop-map';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { Modal } from '../../../ui/modal';
import { branchOpenStatus } from '../state/branch-status';
import { filterBranches, isBranchSearch } from '../state/branch-search';
import { BranchPopup, BranchStatusBadge } from './branch-popup';
import './branches.css';

export interface BranchMapModalProps {
  open: boolean;
  branches: readonly Branch[];
  /** The branch the cart picks up at, shown first. */
  selectedCodigo?: number | null;
  onSelect: (branch: Branch) => void;
  onClose: () => void;
  /** The moment the open status is computed for (now by default). */
  now?: Date;
}

/** 'Ver sucursales': search, the list and the map; a branch's popup selects it (spec 000 §2, §5). */
export function BranchMapModal({ open, onClose, ...rest }: BranchMapModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sucursales" size="large" testId="branch-map-modal">
      {open ? <BranchFinder {...rest} /> : null}
    </Modal>
  );
}

function BranchFinder({ branches, selectedCodigo = null, onSelect, now }: Omit<BranchMapModalProps, 'open' | 'onClose'>) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState<number | null>(selectedCodigo);
  const [at] = useState(() => now ?? new Date());
  const found = useMemo(() => filterBranches(branches, query), [branches, query]);
  const searching = isBranchSearch(query);
  // a search that finds one branch opens it
  const active = searching && found.length === 1 ? found[0]!.codigo : found.some((b) => b.codigo === focused) ? focused : null;
  const activeBranch = found.find((b) => b.codigo === active);

  const markers: ShopMapMarker[] = useMemo(
    () =>
      found.map((b) => ({
        id: b.codigo,
        lat: b.latitud,
        lng: b.longitud,
        title: `${b.descripcion} — ${b.direccion}`,
      })),
    [found],
  );
  const withPopup = activeBranch
    ? markers.map((m) =>
        m.id === activeBranch.codigo
          ? { ...m, popup: <BranchPopup branch={activeBranch} status={branchOpenStatus(activeBranch.horarios, at)} onSelect={onSelect} /> }
          : m,
      )
    : markers;

  return (
    <div className="ck-bm">
      <div className="ck-bm-side">
        <label className="ck-bm-search">
          <span>Buscar sucursal</span>
          <input
            type="search"
            value={query}
            placeholder="Número, dirección, ciudad o departamento"
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        {searching && found.length === 0 ? (
          <p className="ck-bm-empty" role="status">
            No se encontro sucursal con {query.trim()}
          </p>
        ) : (
          <p className="ck-bm-count" role="status">
            {found.length} {found.length === 1 ? 'sucursal' : 'sucursales'}
          </p>
        )}
        <ul className="ck-bm-list" aria-label="Sucursales encontradas">
          {found.map((b) => (
            <li key={b.codigo}>
              <button
                type="button"
                className="ck-bm-item"
                aria-current={b.codigo === active ? 'true' : undefined}
                data-selected={b.codigo === selectedCodigo ? 'true' : undefined}
                onClick={() => setFocused(b.codigo)}
              >
                <strong>{b.descripcion}</strong>
                <span>{b.direccion}</span>
                <span>
                  {b.ciudad}, {b.departamento}
                </span>
                <BranchStatusBadge status={branchOpenStatus(b.horarios, at)} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <ShopMap
        className="ck-bm-map"
        label="Mapa de sucursales"
        markers={withPopup}
        selectedId={active}
        onSelect={(id) => setFocused(Number(id))}
        onPopupClose={() => setFocused(null)}
        height={500}
        fitMaxZoom={15}
        selectedZoom={18}
      />
    </div>
  );
}
