import { Link, useLocation } from '@botica/platform/router';
import styles from './pagination.module.css';

/** Page numbers to show: first, last, the current one and `neighbours` on each side; null is a gap. */
export function pageItems(page: number, pageCount: number, neighbours = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= neighbours) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** Pagination with 1 neighbour (spec 000 §9); the page lives in the URL as ?page=N. */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { pathname, search } = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const qs = params.toString();
    return `${pathname}${qs ? `?${qs}` : ''}`;
  };
  return (
    <nav aria-label="Paginación" className={styles.pager}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} aria-label="Página anterior">
              ‹
            </Link>
          </li>
        )}
        {pageItems(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`}>
              <span className={styles.gap}>…</span>
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className={styles.active} aria-current="page">
                  {p}
                </span>
              ) : (
                <Link to={href(p)} aria-label={`Página ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} aria-label="Página siguiente">
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
