import { Link } from '@botica/platform/router';
import styles from '../../../ui/ui.module.css';

export const IN_USE_MESSAGE = 'Este usuario ya esta en uso. Favor seleccione otro o ha olvidado su contraseña?';

/** The form-level error of a failed registration; the in-use text links to the recovery page. */
export function RegistrationError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message === IN_USE_MESSAGE ? (
        <>
          Este usuario ya esta en uso. Favor seleccione otro o{' '}
          <Link to="/forgot-password">ha olvidado su contraseña?</Link>
        </>
      ) : (
        message
      )}
    </p>
  );
}
