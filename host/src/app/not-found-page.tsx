import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/** The not-found view: never indexed. */
export function NotFoundPage() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    const title = document.title;
    document.title = `${MESSAGES.notFoundTitle} | Botica Guaraní`;
    return () => {
      meta.remove();
      document.title = title;
    };
  }, []);
  return (
    <section className="bg-not-found">
      <h1>{MESSAGES.notFoundTitle}</h1>
      <p>{MESSAGES.notFoundText}</p>
      <Link to="/">Volver al inicio</Link>
    </section>
  );
}
