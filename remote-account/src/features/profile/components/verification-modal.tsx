import { useState } from 'react';
import { Link } from '@botica/platform/router';
import styles from './profile.module.css';

/**
 * Shown on /mi-cuenta to an unverified customer who is not staff (spec 001 §2, §6): leads to the verification.
 * A non-blocking dialog at the top of the page: the header, the terms dialog and the notifications stay usable, so
 * it keeps no focus trap (the keyboard moves in and out of it like any part of the page); Escape inside it closes it
 * like 'Más tarde'.
 */
export function VerificationModal() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-labelledby="verification-modal-title"
      className={styles.verify}
      data-testid="verification-modal"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <h2 id="verification-modal-title">Verificá tus datos</h2>
      <p>Tus datos todavía no fueron verificados. Confirmá tu celular y tu correo con un código.</p>
      <div className={styles.verifyActions}>
        <Link to="/actualizacion-de-datos" className={styles.verifyGo}>
          Verificar mis datos
        </Link>
        <button type="button" className={styles.verifyLater} onClick={() => setOpen(false)}>
          Más tarde
        </button>
      </div>
    </div>
  );
}
