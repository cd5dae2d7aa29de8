import { Link } from '@botica/platform/router';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { isUnread } from '../state/notifications.atoms';
import { imageUrl, isInternalLink } from './notification-links';
import { styles } from './notifications.styles';

const dateFormat = new Intl.DateTimeFormat('es-PY', { dateStyle: 'short', timeStyle: 'short' });

function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
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
