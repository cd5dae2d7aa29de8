import styles from '../../../ui/ui.module.css';

export function PasswordHint() {
  return <p className={styles.muted}>La contraseña debe tener al menos 8 caracteres, una letra mayúscula, una minúscula y un número.</p>;
}
