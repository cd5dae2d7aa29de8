import { type ReactNode, useEffect } from 'react';
import { useDrawnTitle } from '../../../app/server-render';
import './content.css';

interface Props {
  title: string;
  lead?: string;
  testId: string;
  children: ReactNode;
}

/** The frame of a static page: title in the document and the page, an optional lead, the body. */
export function StaticPage({ title, lead, testId, children }: Props) {
  useDrawnTitle(title);
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Botica Guaraní`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <article className="ct-page" data-testid={testId}>
      <header className="ct-hero">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </header>
      <div className="ct-body">{children}</div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ct-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
