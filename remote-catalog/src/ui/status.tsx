import { CALL_CENTRE, telHref } from '@botica/shared-contracts/content/contact';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import styles from './status.module.css';

export function Loading({ text = MESSAGES.loadingData }: { text?: string }) {
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      {text}
    </p>
  );
}

/** The data-fetch failure screen of spec 000 §8, with the customer-service numbers. */
export function FetchFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className={styles.failure} role="alert" data-testid="cat-fetch-failure">
      <h2>{MESSAGES.fetchFailed}</h2>
      <p>Podés comunicarte con atención al cliente:</p>
      <p>
        <a href={telHref(CALL_CENTRE.main)}>{CALL_CENTRE.main}</a> · <a href={telHref(CALL_CENTRE.short)}>{CALL_CENTRE.short}</a> ·{' '}
        <a href={`https://wa.me/595${CALL_CENTRE.whatsapp.replace(/\D/g, '').slice(1)}`}>WhatsApp {CALL_CENTRE.whatsapp}</a>
      </p>
      <button type="button" className={styles.reload} onClick={() => (onRetry ? onRetry() : location.reload())}>
        {MESSAGES.reloadPage}
      </button>
    </section>
  );
}
