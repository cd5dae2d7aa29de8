import { Link } from '@botica/platform/router';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  to?: string;
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
              <Link to={c.to}>{c.label}</Link>
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
