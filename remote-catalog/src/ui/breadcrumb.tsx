import { Link } from '@botica/platform/router';
import { TRUNCATE } from '@botica/shared-contracts/format/slug';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * A followed breadcrumb link, for the tag manager: its text as the keyword, cut to 100 characters (spec 000 §9),
 * and the page it was followed from.
 */
export function trackBreadcrumb(label: string, target: DataLayerWindow = window): void {
  (target.dataLayer ??= []).push({ event: 'breadcrumb', keyword: label.slice(0, TRUNCATE.breadcrumbKeyword), origen: target.location?.pathname ?? '' });
}

/** 'Inicio' › ancestors › current item (spec 000 §2). */
export function Breadcrumb({ items, hidden = false }: { items: Crumb[]; hidden?: boolean }) {
  if (hidden) return null;
  const all: Crumb[] = [{ label: 'Inicio', to: '/' }, ...items];
  return (
    <nav aria-label="Ruta de navegación" className={styles.crumbs}>
      <ol>
        {all.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.to && i < all.length - 1 ? (
              <Link to={c.to} onClick={() => trackBreadcrumb(c.label)}>
                {c.label}
              </Link>
            ) : (
              <span className={styles.current} aria-current={i === all.length - 1 ? 'page' : undefined}>
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
