import { useEffect, useState } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { useHydrated } from '@botica/platform/hydration';
import { whereToBuy } from '../api';
import { usePosition } from '../state/use-position';
import styles from './detail.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LOCATION_HINTS } from '@botica/shared-contracts/geo/location';


/**
 * "¿Dónde comprar?": the 4 nearest branches that are open now and hold stock, nearest first, from the browser
 * position or Asunción. The API chooses and orders them (spec 000 §9); the page shows its answer as it comes.
 */
export function WhereToBuy({ codigo }: { codigo: number }) {
  const [open, setOpen] = useState(false);
  // drawn by the server: it opens only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();
  const { position, hint, read } = usePosition();
  const key = open && position ? catalogQueries.whereToBuy(codigo, position.lat, position.lng) : null;
  const { data, error, loading } = useQuery(key, () => whereToBuy(codigo, position!.lat, position!.lng));

  useEffect(() => {
    if (open && !position) void read();
  }, [open, position, read]);

  if (!open) {
    return (
      <button type="button" className={styles.whereBtn} onClick={() => setOpen(true)} disabled={!hydrated} data-testid="cat-where-to-buy">
        ¿Dónde comprar? Ver sucursales con stock
      </button>
    );
  }
  const list = data ?? [];
  return (
    <section className={styles.where} aria-label="Sucursales con stock" data-testid="cat-where-list">
      <strong>Sucursales abiertas con stock, las más cercanas</strong>
      {hint && (
        <p className={styles.locHint}>
          {LOCATION_HINTS[hint]}
          {hint === 'default' && (
            <>
              {' '}
              <button type="button" className={styles.linkBtn} onClick={() => void read()}>
                Presione Aquí
              </button>
            </>
          )}
        </p>
      )}
      {error ? (
        <p>No pudimos consultar las sucursales.</p>
      ) : loading || !data ? (
        <p>Estamos obteniendo los datos...</p>
      ) : list.length === 0 ? (
        <p>Ninguna sucursal abierta tiene stock de este producto.</p>
      ) : (
        <ul className={styles.branches}>
          {list.map((b) => (
            <li key={b.sucursal.codigo}>
              <span>
                <strong>{b.sucursal.descripcion}</strong>
                <br />
                {b.sucursal.direccion}, {b.sucursal.ciudad}
              </span>
              <span>
                {b.distancia.toFixed(1)} km · {b.existencia} en stock ·{' '}
                <a href={`https://www.google.com/maps/dir/?api=1&destination=${b.sucursal.latitud},${b.sucursal.longitud}`} target="_blank" rel="noreferrer">
                  Cómo llegar
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
