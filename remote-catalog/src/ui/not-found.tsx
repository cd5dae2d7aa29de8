import { useEffect } from 'react';
import { Link } from '@botica/platform/router';
import { useNoIndex } from '@botica/platform/app/use-no-index';
import styles from './status.module.css';

/**
 * The catalogue's not-found view (a product, category or list that does not exist): the spec's view titled '404'
 * with a link home (002 §2.7; the shell's other view reads 'Lo sentimos. No encontramos lo que buscabas.'). Never
 * indexed; the document the server answers for such a path is a 404 and says so itself.
 */
export function NotFound() {
  useNoIndex();
  useEffect(() => {
    document.title = '404 | Botica Guaraní';
  }, []);
  return (
    <section className={styles.failure} data-testid="cat-not-found">
      <h2>404</h2>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}
