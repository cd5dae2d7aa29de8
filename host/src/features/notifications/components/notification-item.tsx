import { Link } from '@botica/platform/router';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { isUnread } from '../state/notifications.atoms';
import { imageUrl, isInternalLink } from './notification-links';
import { styles } from './notifications.styles';

/**
 * Made on the first notification shown, not when the module loads: the module comes with every page's boot, and a
 * page's first `Intl` formatter loads the browser's locale data (40–60 ms on a fast machine, four times that on a
 * mid-range phone), a long task for a panel most visitors never open.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

function formatDate(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  dateFormat ??= new Intl.DateTimeFormat('es-PY', { dateStyle: 'short', timeStyle: 'short' });
  return dateFormat.format(time);
}

export function NotificationItem({
  notification: n,
  onRead,
  onDelete,
  onNavigate,
}: {
  notification: Notification;
  onRead: () => void;
  onDelete: () => void;
  onNavigate: () => void;
}) {
  const unread = isUnread(n);
  const icon = n.notificacionestipo?.imagen;
  const open = () => {
    onRead();
    onNavigate();
  };
  return (
    <li className={unread ? styles.itemUnread : styles.item} data-testid="notification-item">
      {icon ? <img src={imageUrl(icon)} alt="" className={styles.itemIcon} /> : <span className={styles.dot} aria-hidden="true" />}
      <div className={styles.itemBody}>
        <strong>{n.nowaTitulo}</strong>
        {n.nowaDescripcion && <p>{n.nowaDescripcion}</p>}
        {n.nowaEnlace &&
          (isInternalLink(n.nowaEnlace) ? (
            <Link to={n.nowaEnlace} onClick={open}>
              {n.nowaBtnName || 'Ver más'}
            </Link>
          ) : (
            <a href={n.nowaEnlace} target="_blank" rel="noopener noreferrer" onClick={onRead}>
              {n.nowaBtnName || 'Ver más'}
            </a>
          ))}
        <time dateTime={n.fchIns}>{formatDate(n.fchIns)}</time>
        <div className={styles.itemActions}>
          {unread && (
            <button type="button" className={styles.linkButton} onClick={onRead}>
              Marcar como leída
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={onDelete} aria-label={`Eliminar ${n.nowaTitulo}`}>
            Eliminar
          </button>
        </div>
      </div>
    </li>
  );
}
