import type { FaqEntry } from '@botica/shared-contracts/catalog/responses';
import styles from './category.module.css';

/** The FAQ-style attribute accordion of the category page. */
export function AttributeFaq({ title, items }: { title: string; items: FaqEntry[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.faq} data-testid="cat-faq">
      <h2>Preguntas frecuentes sobre {title}</h2>
      {items.map((q) => (
        <details key={q.pregunta}>
          <summary>{q.pregunta}</summary>
          <p>{q.respuesta}</p>
        </details>
      ))}
    </section>
  );
}
