import { type FormEvent, useState } from 'react';
import toast from '@botica/platform/toast';
import { useHydrated } from '@botica/platform/hydration';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { subscribeNewsletter } from '../api';
import styles from './home.module.css';

/**
 * The e-mail rule, with the validation library it needs: downloaded when the shopper starts typing or sends the
 * form, not with the home page every first visit loads (decision 054).
 */
const loadRules = () => import('./newsletter-rules');

/**
 * Newsletter signup with the e-mail rule of spec 002 §5: checked on submit, then on every change. A plain form
 * with the contract's schema (no form library): it is at the bottom of the home page, which every first visit
 * loads.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // drawn by the server: submitted before the page is hydrated, the form would reload the page with the address in it
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    let invalid: string | null;
    try {
      invalid = (await loadRules()).emailError(email);
    } catch {
      toast.error(MESSAGES.generic);
      return;
    }
    setError(invalid);
    if (invalid || submitting) return;
    setSubmitting(true);
    try {
      const answer = await subscribeNewsletter(email.trim());
      toast.success(answer.message);
      setEmail('');
      setSubmitted(false);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : MESSAGES.generic);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.newsletter} data-testid="cat-newsletter">
      <h2>Suscribite a nuestras novedades</h2>
      <p>Recibí ofertas y consejos de salud en tu correo.</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.field}>
          <input
            type="email"
            name="email"
            placeholder="tucorreo@ejemplo.com"
            aria-label="Correo electrónico"
            aria-invalid={!!error}
            value={email}
            onFocus={() => void loadRules().catch(() => undefined)}
            onChange={(e) => {
              const typed = e.target.value;
              setEmail(typed);
              if (submitted) void loadRules().then(({ emailError }) => setError(emailError(typed)), () => undefined);
            }}
          />
          {error && (
            <span className={styles.fieldError} role="alert">
              {error}
            </span>
          )}
        </div>
        <button type="submit" disabled={submitting || !hydrated}>
          {submitting ? MESSAGES.processing : 'Suscribirme'}
        </button>
      </form>
    </section>
  );
}
