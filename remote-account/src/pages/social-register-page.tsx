import { useEffect, useState } from 'react';
import { Navigate } from '@botica/platform/router';
import type { SocialProfile } from '@botica/shared-contracts/auth/payloads';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchPendingProfile } from '../features/social/api/pending-profile';
import { PersonForm } from '../features/registration/components/person-form';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

type State = { status: 'loading' } | { status: 'none' } | { status: 'failed' } | { status: 'ready'; profile: SocialProfile };

/** /social-register (guest-only): completes a Google/Facebook sign-up with document and phone. */
export function SocialRegisterPage() {
  usePageTitle('Continuar con el registro');
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchPendingProfile()
      .then((profile) => live && setState(profile ? { status: 'ready', profile } : { status: 'none' }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'none') return <Navigate to="/signup" replace />;
  return (
    <AuthCard title="Continuar con el registro" wide testId="social-register-page">
      {state.status === 'loading' && <p className={styles.muted}>{MESSAGES.loadingData}</p>}
      {state.status === 'failed' && (
        <p className={styles.alert} role="alert">
          {MESSAGES.generic}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className={styles.center}>
            Hola <strong>{state.profile.firstName}</strong>, completá tu documento y celular para terminar el registro con{' '}
            {state.profile.provider === 'google' ? 'Google' : 'Facebook'}.
          </p>
          <PersonForm social={state.profile} />
        </>
      )}
    </AuthCard>
  );
}
