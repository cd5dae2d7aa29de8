import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@botica/platform/router';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { verifyEmail } from '../features/email-verification/api/verify-email';
import { startSession } from '../ui/start-session';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

type State = { status: 'checking' } | { status: 'ok' } | { status: 'failed'; message: string };

/** /verificar-correo/{token}: 'Verificado!' with a link home, or 'No verificado!' with a retry button. */
export function VerifyEmailPage() {
  usePageTitle('Verificar correo');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'checking' });

  const run = useCallback(async () => {
    setState({ status: 'checking' });
    try {
      await verifyEmail(token);
      setState({ status: 'ok' });
      // the customer is now verified: the host reads the session again (the header's warning goes)
      void startSession();
    } catch (error) {
      setState({ status: 'failed', message: (error instanceof ApiError && error.errors[0]?.msg) || MESSAGES.generic });
    }
  }, [token]);

  // a verification token works once: never send it twice for the same page
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    void run();
  }, [run, token]);

  if (state.status === 'checking') {
    return (
      <AuthCard title="Verificando tu correo" testId="verify-email-page">
        <p className={styles.center} aria-busy="true">
          {MESSAGES.processing}
        </p>
      </AuthCard>
    );
  }
  if (state.status === 'ok') {
    return (
      <AuthCard title="Verificado!" testId="verify-email-page">
        <p className={styles.center}>Tu correo electrónico fue verificado correctamente.</p>
        <Link to="/" className={styles.primary}>
          Ir al inicio
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="No verificado!" testId="verify-email-page">
      <p className={styles.alert} role="alert">
        {state.message}
      </p>
      <button type="button" className={styles.primary} onClick={() => void run()}>
        Reintentar
      </button>
    </AuthCard>
  );
}
