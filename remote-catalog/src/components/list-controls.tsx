import { Link, useLocation, useSearchParams } from '@botica/platform/router';
import { useHydrated } from '@botica/platform/hydration';
import { DISCOUNT_FILTERS, SORT_OPTIONS, type SortOption } from '@botica/shared-contracts/catalog/constants';
import { listParamsFrom } from './list-params';
import styles from './list-controls.module.css';

export const SORT_LABELS: Record<SortOption, string> = {
  destacado: 'Destacados',
  promocion: 'Promociones',
  nuevo: 'Novedades',
  menor_precio: 'Menor precio',
  mayor_precio: 'Mayor precio',
  descuento: 'Mayor descuento',
};

export function useListParams() {
  const [params] = useSearchParams();
  return listParamsFrom(params);
}

export function SortSelect() {
  const [params, setParams] = useSearchParams();
  // drawn by the server: a choice made before the page is hydrated would show without sorting anything
  const hydrated = useHydrated();
  return (
    <label className={styles.sort}>
      Ordenar por
      <select
        value={params.get('orderBy') ?? 'destacado'}
        data-testid="cat-sort"
        disabled={!hydrated}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.value === 'destacado') next.delete('orderBy');
          else next.set('orderBy', e.target.value);
          next.delete('page');
          setParams(next);
        }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o} value={o}>
            {SORT_LABELS[o]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Discount filters 10 to 80 percent; choosing the active one again clears it. */
export function DiscountFilters() {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search).get('descuento');
  const href = (n: number) => {
    const next = new URLSearchParams(search);
    if (current === String(n)) next.delete('descuento');
    else next.set('descuento', String(n));
    next.delete('page');
    const qs = next.toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  return (
    <fieldset className={styles.filters} data-testid="cat-discount-filters">
      <legend>Descuentos</legend>
      {DISCOUNT_FILTERS.map((n) => (
        <Link
          key={n}
          to={href(n)}
          className={`${styles.chip} ${current === String(n) ? styles.chipOn : ''}`}
          aria-pressed={current === String(n)}
          role="button"
        >
          {n}%
        </Link>
      ))}
    </fieldset>
  );
}

export function ListControls({ total, discountFilters = false }: { total?: number; discountFilters?: boolean }) {
  return (
    <div className={styles.bar}>
      {discountFilters && <DiscountFilters />}
      <div className={styles.sort}>
        <SortSelect />
        {total !== undefined && <span className={styles.count}>{total} productos</span>}
      </div>
    </div>
  );
}
