import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import './content.css';

/** The not-found view inside content pages (never indexed). */
export function ContentNotFound() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
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
