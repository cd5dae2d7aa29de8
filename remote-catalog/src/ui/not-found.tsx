import { Link } from '@botica/platform/router';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import styles from './status.module.css';

export function NotFound() {
  return (
    <section className={styles.failure} data-testid="cat-not-found">
      <h2>{MESSAGES.notFoundTitle}</h2>
      <p>{MESSAGES.notFoundText}</p>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}
