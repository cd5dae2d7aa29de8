import { Link, useParams } from '@botica/platform/router';
import { ChangePasswordForm } from '../features/recovery/components/change-password-form';
import { AuthCard } from '../ui/auth-card';
import { usePageTitle } from '../ui/use-page-title';
import styles from '../ui/ui.module.css';

/** /cambiar-contrasena/{token} (public): the page the recovery link opens. */
export function ChangePasswordPage() {
  usePageTitle('Actualizar contraseña');
  const { token = '' } = useParams();
  return (
    <AuthCard title="Actualizar contraseña" testId="change-password-page">
      <ChangePasswordForm token={token} />
      <p className={styles.center}>
        ¿El enlace venció? <Link to="/forgot-password">Pedí uno nuevo</Link>
      </p>
    </AuthCard>
  );
}
