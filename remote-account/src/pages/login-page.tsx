import { Link } from '@botica/platform/router';
import { LoginForm } from '../features/login/components/login-form';
import { SocialButtons } from '../features/login/components/social-buttons';
import { SocialError } from '../features/login/components/social-error';
import { useReturnTo, withReturn } from '../features/login/components/use-return-to';
import { AuthCard } from '../ui/auth-card';
import { AppPromo } from '../ui/app-promo';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

/** /login (guest-only): social buttons, e-mail and password, links to recovery, sign-up and the legal pages. */
export function LoginPage() {
  usePageTitle('Iniciar Sesion');
  const returnTo = useReturnTo();
  return (
    <AuthCard title="Iniciar Sesion" aside={<AppPromo />} testId="login-page">
      <SocialError />
      <SocialButtons returnTo={returnTo} />
      <div className={styles.divider}>o ingresá con tu correo</div>
      <LoginForm forgotHref="/forgot-password" />
      <p className={styles.center}>
        ¿No tenés cuenta? <Link to={withReturn('/signup', returnTo)}>Crea una cuenta</Link>
      </p>
      <p className={`${styles.links} ${styles.muted}`}>
        <a href="/bases" target="_blank" rel="noopener">
          Bases y condiciones
        </a>
        <Link to="/politicas-de-privacidad">Políticas de privacidad</Link>
      </p>
    </AuthCard>
  );
}
