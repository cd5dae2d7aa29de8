import { Link } from '@botica/platform/router';
import { SignupTabs } from '../features/registration/components/signup-tabs';
import { SocialButtons } from '../features/login/components/social-buttons';
import { useReturnTo, withReturn } from '../features/login/components/use-return-to';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

/** /signup (guest-only): Persona and Empresa registration; success logs in and returns to the previous page. */
export function SignupPage() {
  usePageTitle('Registrate');
  const returnTo = useReturnTo();
  return (
    <AuthCard title="Registrate" wide testId="signup-page">
      <SignupTabs social={<SocialButtons returnTo={returnTo} />} />
      <p className={styles.center}>
        ¿Ya tenés cuenta? <Link to={withReturn('/login', returnTo)}>Iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
