import type { CSSProperties, ReactNode } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { Link } from '@botica/platform/router';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { getWorld } from '../products/api';
import styles from './world-frame.module.css';

/**
 * A page inside a world (/mundo/{w}/producto/…) wears the world's theme (spec 002 §2.9): its colours as CSS
 * variables and a band naming the world with the way back to it. The world is read with the key its own page
 * uses, so coming from the world asks nothing; until it answers the page shows as it would outside.
 */
export function WorldFrame({ landing, children }: { landing: string | undefined; children: ReactNode }) {
  const world = useQuery(landing ? landingQueries.world(landing) : null, () => getWorld(landing ?? ''));
  if (!landing) return <>{children}</>;
  const data = world.data;
  if (!data) return <div data-testid="world-frame">{children}</div>;
  const { estilo, landingResult } = data;
  const vars = {
    '--cat-w-primario': estilo.primario,
    '--cat-w-secundario': estilo.secundario,
    '--cat-w-terciario': estilo.terciario,
    '--cat-w-complementario': estilo.complementario,
    '--cat-w-complementario2': estilo.complementario2,
  } as CSSProperties;
  return (
    <div className={styles.world} style={vars} data-testid="world-frame" data-world={landingResult.slug}>
      <nav className={styles.band} aria-label={`Mundo ${landingResult.nombre}`}>
        <Link to={`/mundo/${landingResult.slug}`}>{landingResult.nombre}</Link>
      </nav>
      {children}
    </div>
  );
}
