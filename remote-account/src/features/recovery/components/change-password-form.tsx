import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@botica/platform/router';
import toast from '@botica/platform/toast';
import { NewPasswordFormSchema, type NewPasswordForm } from '@botica/shared-contracts/auth/payloads';
import { TextField } from '../../../ui/text-field';
import { SubmitButton } from '../../../ui/submit-button';
import { applyServerErrors } from '../../../ui/server-errors';
import { passwordChange } from '../api/recovery';
import styles from '../../../ui/ui.module.css';

/** The success toast of a password change (spec 001 §8). */
export const PASSWORD_CHANGED_TOAST = 'Clave actualizada';
/** What the form shows in its place until the shopper is taken to /login. */
export const PASSWORD_CHANGED = 'Tu contraseña fue actualizada. Ya podés iniciar sesión.';
export const REDIRECT_DELAY_MS = 2000;

/** New password and confirmation for a recovery link; on success, /login after 2 seconds. */
export function ChangePasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: valibotResolver(NewPasswordFormSchema),
    criteriaMode: 'all',
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await passwordChange(token, values);
      toast.success(PASSWORD_CHANGED_TOAST);
      setDone(true);
    } catch (error) {
      applyServerErrors(error, ['password', 'passwordConfirmation'], setError);
    }
  });

  if (done) {
    return (
      <p className={styles.success} role="status">
        {PASSWORD_CHANGED} Te llevamos al inicio de sesión…
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
      {errors.root?.server && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <TextField label="Nueva contraseña" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <p className={styles.muted}>Mínimo 8 caracteres, con al menos una letra mayúscula, una minúscula y un número.</p>
      <SubmitButton busy={isSubmitting}>Actualizar contraseña</SubmitButton>
    </form>
  );
}
