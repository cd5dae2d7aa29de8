import { useRef, useState } from 'react';
import toast from '@botica/platform/toast';
import { ACCOUNT_MESSAGES } from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { refreshSession } from '../../../ui/refresh-session';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, uploadProfilePicture } from '../api/profile-picture';
import layout from '../../../ui/account-layout.module.css';
import styles from './profile.module.css';

/** The profile picture panel: choosing an image saves it at once (images only, 2 MB at most). */
export function ProfilePicture({ customer }: { customer: Customer }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initials = customer.nombreCompleto
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!PICTURE_ACCEPT.split(',').includes(file.type)) return setProblem('Solo se permiten imágenes (JPG, PNG, GIF o WEBP).');
    if (file.size > PICTURE_MAX_BYTES) return setProblem('La imagen no debe superar los 2 MB.');
    setBusy(true);
    try {
      await uploadProfilePicture(customer.nombres || customer.nombreCompleto, file);
      toast.success(ACCOUNT_MESSAGES.pictureSaved);
      await refreshSession();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : ACCOUNT_MESSAGES.pictureFailed);
      toast.error(ACCOUNT_MESSAGES.pictureFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className={layout.card} aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title">Imagen de perfil</h2>
      <div className={styles.picture}>
        {customer.imagenPerfil ? (
          <img src={customer.imagenPerfil} alt="Imagen de perfil" className={styles.avatar} width={96} height={96} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
        )}
        <label className={styles.upload}>
          {busy ? 'Subiendo...' : 'Cambiar imagen'}
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            disabled={busy}
            onChange={(e) => void onChange(e.target.files?.[0])}
            aria-label="Subir imagen de perfil"
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
