import { useState } from 'react';
import toast from '@botica/platform/toast';
import { ACCOUNT_MESSAGES } from '@botica/shared-contracts/account/payloads';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { resendVerification } from '../api/resend-verification';
import styles from './verify-email-banner.module.css';

/** Asks the customer to confirm the e-mail while emailValido is 'N' or missing (spec 001 §2, /mi-cuenta). */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const answer = await resendVerification();
      toast.success(answer.message);
    } catch (error) {
      // the spec's text always shows; a refusal the server explains (already verified, too many sends) adds why
      const reason = error instanceof ApiError && error.status < 500 ? error.errors[0]?.msg : undefined;
      toast.error(reason ? `${ACCOUNT_MESSAGES.verificationEmailFailed}: ${reason}` : ACCOUNT_MESSAGES.verificationEmailFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.banner} role="status" data-testid="verify-email-banner">
      <span>
        Verificá tu correo electrónico <strong>{email}</strong> con el enlace que te enviamos.
      </span>
      <button type="button" onClick={() => void send()} disabled={sending} className={styles.button}>
        Reenviar correo de verificación
      </button>
    </div>
  );
}
