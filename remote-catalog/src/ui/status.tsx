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
        <a href="tel:+59521600000">(021) 600 000</a> · <a href="tel:0800100200">0800 100 200</a> · <a href="https://wa.me/595981600000">WhatsApp 0981 600 000</a>
      </p>
      <button type="button" className={styles.reload} onClick={() => (onRetry ? onRetry() : location.reload())}>
        {MESSAGES.reloadPage}
      </button>
    </section>
  );
}
