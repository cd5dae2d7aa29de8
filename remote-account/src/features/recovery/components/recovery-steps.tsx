import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from '@botica/platform/toast';
import * as v from 'valibot';
import { PasswordInfoPayloadSchema, RECOVERY_SENT_MESSAGE } from '@botica/shared-contracts/auth/payloads';
import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { TextField } from '../../../ui/text-field';
import { SubmitButton } from '../../../ui/submit-button';
import { passwordInfo, passwordReset, type RecoveryChannel, type RecoveryUser } from '../api/recovery';
import { maskEmail, maskPhone } from './mask';
import styles from '../../../ui/ui.module.css';
import own from './recovery-steps.module.css';

type EmailValues = v.InferInput<typeof PasswordInfoPayloadSchema>;

/** 400 and 500 give the generic toast (spec 002 §8); 500 was already toasted by the client. */
function recoveryFailed(error: unknown) {
  if (error instanceof ApiError && error.status >= 500) return;
  toast.error(GENERIC_ERROR, { id: 'recovery-error' });
}

/** Step 1 asks the e-mail ('Siguiente'); step 2 the channel ('Recuperar'); then the link is sent. */
export function RecoverySteps() {
  const [user, setUser] = useState<RecoveryUser | null>(null);
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p className={styles.success} role="status">
        {RECOVERY_SENT_MESSAGE}
      </p>
    );
  }
  return user ? <ChannelStep user={user} onSent={() => setSent(true)} onBack={() => setUser(null)} /> : <EmailStep onFound={setUser} />;
}

function EmailStep({ onFound }: { onFound: (user: RecoveryUser) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver: valibotResolver(PasswordInfoPayloadSchema),
    criteriaMode: 'all', defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      onFound(await passwordInfo(email));
    } catch (error) {
      recoveryFailed(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="recovery-email-step">
      {/* a fixed id: the server draws this step (src/server/render.tsx) outside the host's tree */}
      <TextField id="recovery-email" label="Correo electrónico" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting}>Siguiente</SubmitButton>
    </form>
  );
}

function ChannelStep({ user, onSent, onBack }: { user: RecoveryUser; onSent: () => void; onBack: () => void }) {
  const [channel, setChannel] = useState<RecoveryChannel>('email');
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await passwordReset(channel, user.email);
      toast.success(RECOVERY_SENT_MESSAGE);
      onSent();
    } catch (error) {
      recoveryFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="recovery-channel-step">
      <fieldset className={own.channels}>
        <legend>¿Dónde querés recibir el enlace?</legend>
        <label className={own.channel}>
          <input type="radio" name="seleted" value="email" checked={channel === 'email'} onChange={() => setChannel('email')} />
          <span>
            Correo electrónico <small>{maskEmail(user.email)}</small>
          </span>
        </label>
        <label className={user.phone ? own.channel : `${own.channel} ${own.disabled}`}>
          <input
            type="radio"
            name="seleted"
            value="phone"
            disabled={!user.phone}
            checked={channel === 'phone'}
            onChange={() => setChannel('phone')}
          />
          <span>
            Mensaje al celular <small>{user.phone ? maskPhone(user.phone) : 'Sin celular registrado'}</small>
          </span>
        </label>
      </fieldset>
      <SubmitButton busy={busy}>Recuperar</SubmitButton>
      <button type="button" className={styles.secondary} onClick={onBack}>
        Usar otro correo
      </button>
    </form>
  );
}
