import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@botica/platform/router';
import { LoginFormSchema, type LoginForm as LoginFormValues } from '@botica/shared-contracts/auth/payloads';
import { TextField } from '../../../ui/text-field';
import { SubmitButton } from '../../../ui/submit-button';
import { applyServerErrors } from '../../../ui/server-errors';
import { login } from '../api/login';
import { startSession } from '../../../ui/start-session';
import styles from '../../../ui/ui.module.css';

const FIELDS = ['email', 'password'] as const;

/**
 * E-mail and password. On success the host reloads the session and its guard takes the customer back to
 * where they came from; server field errors land on the named field. The fields have fixed ids: the server draws
 * this form (src/server/render.tsx) outside the host's tree, where generated ids would differ from the browser's.
 */
export function LoginForm({ forgotHref }: { forgotHref: string }) {
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: valibotResolver(LoginFormSchema),
    criteriaMode: 'all', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login({ mail: values.email, password: values.password });
      setDone(true);
      if (!(await startSession())) setDone(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { mail: 'email' });
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {errors.root?.server && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <TextField id="login-email" label="Correo electrónico" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        id="login-password"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className={styles.center}>
        <Link to={forgotHref}>¿Olvidaste tu contraseña?</Link>
      </p>
      <SubmitButton busy={isSubmitting || done}>Iniciar sesión</SubmitButton>
    </form>
  );
}
