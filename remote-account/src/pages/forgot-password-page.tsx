import { Link } from '@botica/platform/router';
import { RecoverySteps } from '../features/recovery/components/recovery-steps';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

/** /forgot-password (guest-only): e-mail, then the channel for the recovery link. */
export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  return (
    <AuthCard title="Recuperar contraseña" testId="forgot-password-page">
      <p className={styles.muted}>
        Ingresá el correo electrónico con el que te registraste y te enviaremos un enlace para crear una nueva
        contraseña. Si ya no tenés acceso a ese correo, comunicate con nuestro servicio de atención al cliente.
      </p>
      <RecoverySteps />
      <p className={styles.center}>
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
