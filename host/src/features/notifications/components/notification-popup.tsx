import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from '@botica/platform/router';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { popupsAtom } from '../state/notifications.atoms';
import { markPopupShown, nextPopup } from '../state/popup-schedule';
import { useNotificationActions } from '../state/use-notification-actions';
import { imageUrl, isInternalLink } from './notification-links';
import { styles } from './notifications.styles';

/** The pop-up notification modal: image or title, description, a link button named nowaBtnName, closed with 'X'. */
export function NotificationPopup() {
  const popups = useAtomValue(popupsAtom);
  const [closed, setClosed] = useState<number[]>([]);
  const current = useMemo(
    () => nextPopup(popups.filter((p) => !closed.includes(p.nowaCodigo))),
    // `closed` changes after the shown one is recorded, so the schedule is read again
    [popups, closed],
  );
  const { popupSeen } = useNotificationActions();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (current) {
      markPopupShown(current.nowaCodigo);
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) dialog.close();
  }, [current]);

  const close = () => {
    if (!current) return;
    popupSeen(current.nowaCodigo);
    setClosed((list) => [...list, current.nowaCodigo]);
  };

  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      data-testid="notification-popup"
    >
      {current && <PopupBody n={current} titleId={titleId} onClose={close} />}
    </dialog>
  );
}

function PopupBody({ n, titleId, onClose }: { n: Notification; titleId: string; onClose: () => void }) {
  const web = n.imagenWeb?.imagNombre;
  const mobile = n.imagenMobile?.imagNombre ?? web;
  const button = n.nowaBtnName || 'Ver más';
  return (
    <div className={styles.popupBody}>
      <button type="button" className={styles.popupClose} onClick={onClose} aria-label="Cerrar">
        X
      </button>
      {web || mobile ? (
        <picture>
          {mobile && <source media="(max-width: 640px)" srcSet={imageUrl(mobile)} />}
          <img src={imageUrl((web ?? mobile)!)} alt={n.nowaTitulo} className={styles.popupImage} />
        </picture>
      ) : null}
      <h2 id={titleId} className={web || mobile ? styles.visuallyHidden : styles.popupTitle}>
        {n.nowaTitulo}
      </h2>
      {n.nowaDescripcion && <p className={styles.popupText}>{n.nowaDescripcion}</p>}
      {n.nowaEnlace &&
        (isInternalLink(n.nowaEnlace) ? (
          <Link to={n.nowaEnlace} className={styles.popupButton} onClick={onClose}>
            {button}
          </Link>
        ) : (
          <a href={n.nowaEnlace} className={styles.popupButton} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {button}
          </a>
        ))}
    </div>
  );
}
