import { Link } from '@botica/platform/router';
import { useNoIndex } from '@botica/platform/app/use-no-index';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import './content.css';

/** The not-found view inside content pages (never indexed). */
export function ContentNotFound() {
  useNoIndex();
  return (
    <section className="ct-not-found" data-testid="content-not-found">
      <h1>{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundText}</p>
      <Link className="ct-button" to="/">
        Volver al inicio
      </Link>
    </section>
  );
}
