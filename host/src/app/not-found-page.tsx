import { useEffect } from 'react';
import { Link } from '@botica/platform/router';
import { useNoIndex } from '@botica/platform/app/use-no-index';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/** The not-found view: never indexed. */
export function NotFoundPage() {
  useNoIndex();
  useEffect(() => {
    const title = document.title;
    document.title = `${MESSAGES.notFoundTitle} | Botica Guaraní`;
    return () => {
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
