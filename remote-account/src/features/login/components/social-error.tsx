import { useSearchParams } from '@botica/platform/router';
import styles from '../../../ui/ui.module.css';

/** The warning of spec 002 §8 when the social provider failed for a reason other than a closed window. */
export function SocialError() {
  const [params] = useSearchParams();
  const error = params.get('social') ?? params.get('social_error');
  if (!error || error === 'cancelled' || error === 'closed') return null;
  return (
    <p className={styles.alert} role="alert">
      Tenemos problemas con el servicio de inicio de sesión social. Te recomendamos crear una contraseña desde
      el enlace «¿Olvidaste tu contraseña?» e ingresar con tu correo.
    </p>
  );
}
