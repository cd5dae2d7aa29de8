import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import toast from '@botica/platform/toast';
import { useHydrated } from '@botica/platform/hydration';
import { NewsletterBodySchema } from '@botica/shared-contracts/catalog/responses';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { subscribeNewsletter } from '../api/home';
import styles from './home.module.css';

/** The schema's first message for `email`, or null when it is valid. */
function emailError(email: string): string | null {
  const result = v.safeParse(NewsletterBodySchema, { email });
  return result.success ? null : (result.issues[0]?.message ?? MESSAGES.generic);
}

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
    const invalid = emailError(email);
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
            onChange={(e) => {
              setEmail(e.target.value);
              if (submitted) setError(emailError(e.target.value));
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
