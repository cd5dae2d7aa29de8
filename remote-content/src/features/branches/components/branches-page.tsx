import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { ShopMap } from '@botica/platform/map/shop-map';
import { branchOpenStatus, filterBranches, isBranchSearch, scheduleLines, SECOND_MAP } from '@botica/shared-contracts/geo/branch-rules';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { geoQueries } from '@botica/shared-contracts/geo/queries';
import { StaticPage } from '../../static-pages/components/static-page';
import { getBranches, getPlaceName } from '../api/get-branches';
import { branchPoint, distanceKm } from '@botica/shared-contracts/geo/distance';
import { currentPosition, DEFAULT_CITY, LOCATION_HINTS, type PermissionHint, permissionHint } from '../state/near-me';

const PAGE = 30;
const directions = (b: Branch) => `https://www.google.com/maps/dir/?api=1&destination=${b.latitud},${b.longitud}`;

function BranchCard({ branch, km, selected, onSelect }: { branch: Branch; km?: number; selected: boolean; onSelect: () => void }) {
  const status = branchOpenStatus(branch.horarios, new Date());
  return (
    <li className={`ct-branch${selected ? ' ct-branch--selected' : ''}`} data-testid="branch-item">
      <button type="button" className="ct-branch-name" onClick={onSelect}>
        {branch.descripcion === `PUNTO ${branch.numero}` ? branch.descripcion : `PUNTO ${branch.numero} · ${branch.descripcion}`}
      </button>
      <p>
        {branch.direccion}, {branch.ciudad} ({branch.departamento})
        {km !== undefined && <span className="ct-note"> · a {km.toFixed(1)} km</span>}
      </p>
      <p>
        <span className={`ct-status ct-status--${status.kind}`}>{status.label}</span>
        {branch.telefono && <span className="ct-note"> · Tel. {branch.telefono}</span>}
      </p>
      <details>
        <summary>Horarios</summary>
        <ul className="ct-schedule">
          {scheduleLines(branch.horarios).map((l) => (
            <li key={l.dia}>
              <span>{l.dia}</span> <span>{l.horas}</span>
            </li>
          ))}
        </ul>
      </details>
      <a href={directions(branch)} target="_blank" rel="noreferrer">
        Cómo llegar
      </a>
    </li>
  );
}

/** /sucursales ('Nuestras Sucursales'): every branch on the map and in a searchable list, nearest first by location. */
export function BranchesPage() {
  const { data: branches, error, loading, reload } = useQuery(geoQueries.branches(), getBranches, { revalidateOnFocus: false });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [origin, setOrigin] = useState<{ lat: number; lng: number } | null>(null);
  const [hint, setHint] = useState<PermissionHint | null>(null);
  const [place, setPlace] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);

  useEffect(() => {
    void permissionHint().then(setHint);
  }, []);

  const nearMe = async () => {
    const status = await permissionHint();
    if (status === 'default') setHint('prompt');
    const where = await currentPosition();
    setOrigin({ lat: where.lat, lng: where.lng });
    setHint(where.hint);
    setSelected(null);
    // the position as a place the shopper recognises; without it the list still follows the position
    setPlace(null);
    if (!(where.lat === DEFAULT_CITY.lat && where.lng === DEFAULT_CITY.lng)) {
      getPlaceName(where.lat, where.lng).then(setPlace, () => setPlace(null));
    }
  };

  const listed = useMemo(() => {
    const found = filterBranches(branches ?? [], query, SECOND_MAP.minSearchLength);
    if (!origin) return found.map((b) => ({ branch: b, km: undefined as number | undefined }));
    return found
      .map((b) => ({ branch: b, km: distanceKm(origin, branchPoint(b)) }))
      .sort((a, b) => a.km - b.km);
  }, [branches, query, origin]);

  const chosen = listed.find((x) => x.branch.codigo === selected)?.branch;
  const markers = listed.map(({ branch: b }) => ({
    id: b.codigo,
    lat: b.latitud,
    lng: b.longitud,
    title: `PUNTO ${b.numero}`,
    popup:
      b.codigo === selected ? (
        <div className="ct-branch-popup">
          <strong>PUNTO {b.numero}</strong>
          <p>{b.direccion}</p>
          <p>{branchOpenStatus(b.horarios, new Date()).label}</p>
          <a href={directions(b)} target="_blank" rel="noreferrer">
            Cómo llegar
          </a>
        </div>
      ) : undefined,
  }));

  return (
    <StaticPage title="Nuestras Sucursales" lead="Más de 500 sucursales en más de 90 localidades del país." testId="branches-page">
      <div className="ct-branches-tools">
        <label className="ct-field">
          <span>Buscar sucursal</span>
          <input
            type="search"
            value={query}
            placeholder="Número, dirección, ciudad o departamento"
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setShown(PAGE);
              setSelected(null);
            }}
          />
        </label>
        <button type="button" className="ct-button" onClick={() => void nearMe()}>
          Sucursales cerca de mí
        </button>
      </div>
      {hint && (
        <p className="ct-hint" role="status" data-testid="location-hint">
          {LOCATION_HINTS[hint]}
          {hint === 'default' && (
            <>
              {' '}
              <button type="button" className="ct-link" onClick={() => void nearMe()}>
                Presione Aquí
              </button>
            </>
          )}
          {origin && origin.lat === DEFAULT_CITY.lat && origin.lng === DEFAULT_CITY.lng && ` · Mostramos las sucursales cercanas a ${DEFAULT_CITY.nombre}.`}
        </p>
      )}
      {place && (
        <p className="ct-hint" data-testid="location-place">
          Tu ubicación: {place}
        </p>
      )}
      {loading && !branches && <p role="status">Estamos obteniendo los datos...</p>}
      {error !== undefined && error !== null && !branches && (
        <p role="alert">
          Lo sentimos! No pudimos recuperar tus datos{' '}
          <button type="button" className="ct-link" onClick={reload}>
            Actualizar página
          </button>
        </p>
      )}
      {branches && (
        <div className="ct-branches">
          <ShopMap
            label="Mapa de sucursales"
            markers={markers}
            fitMaxZoom={SECOND_MAP.fitMaxZoom}
            selectedZoom={SECOND_MAP.selectedZoom}
            selectedId={chosen ? chosen.codigo : null}
            onSelect={(id) => setSelected(Number(id))}
            onPopupClose={() => setSelected(null)}
          />
          <p className="ct-note" data-testid="branch-count">
            {isBranchSearch(query, SECOND_MAP.minSearchLength) ? `${listed.length} sucursales encontradas` : `${listed.length} sucursales`}
          </p>
          {listed.length === 0 && <p>No se encontraron sucursales con «{query}».</p>}
          <ul className="ct-branch-list">
            {listed.slice(0, shown).map(({ branch, km }) => (
              <BranchCard key={branch.codigo} branch={branch} km={km} selected={branch.codigo === selected} onSelect={() => setSelected(branch.codigo)} />
            ))}
          </ul>
          {listed.length > shown && (
            <button type="button" className="ct-button ct-button--ghost" onClick={() => setShown((n) => n + PAGE)}>
              Ver más sucursales
            </button>
          )}
        </div>
      )}
    </StaticPage>
  );
}
