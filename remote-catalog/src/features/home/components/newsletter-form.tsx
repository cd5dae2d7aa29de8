import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import { NewsletterBodySchema, type NewsletterBody } from '@botica/shared-contracts/catalog/responses';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { subscribeNewsletter } from '../api/home';
import styles from './home.module.css';

/** Newsletter signup with the e-mail rule of spec 002 §5. */
export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterBody>({ resolver: valibotResolver(NewsletterBodySchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await subscribeNewsletter(email);
      toast.success(answer.message);
      reset();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.generic);
    }
  });

  return (
    <section className={styles.newsletter} data-testid="cat-newsletter">
      <h2>Suscribite a nuestras novedades</h2>
      <p>Recibí ofertas y consejos de salud en tu correo.</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <input type="email" placeholder="tucorreo@ejemplo.com" aria-label="Correo electrónico" aria-invalid={!!errors.email} {...register('email')} />
          {errors.email && (
            <span className={styles.fieldError} role="alert">
              {errors.email.message}
            </span>
          )}
        </div>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? MESSAGES.processing : 'Suscribirme'}
        </button>
      </form>
    </section>
  );
}
