import { useQuery } from '@botica/platform/data/query';
import { Navigate } from '@botica/platform/router';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { fetchPendingProfile } from '../features/social/api/pending-profile';
import { PersonForm } from '../features/registration/components/person-form';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

/** /social-register (guest-only): completes a Google/Facebook sign-up with document and phone. */
export function SocialRegisterPage() {
  usePageTitle('Continuar con el registro');
  const { data: profile, error, loading } = useQuery(accountQueries.pendingSocialProfile(), fetchPendingProfile, { revalidateOnFocus: false });
  const state = loading
    ? { status: 'loading' as const }
    : profile
      ? { status: 'ready' as const, profile }
      : error
        ? { status: 'failed' as const }
        : { status: 'none' as const };

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
