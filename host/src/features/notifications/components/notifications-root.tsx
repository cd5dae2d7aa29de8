import { useNotificationSocket } from '../state/use-notification-socket';
import { NotificationPopup } from './notification-popup';

/** Mounted once in the app: the real-time connection and the pop-up modal. */
export function NotificationsRoot() {
  useNotificationSocket();
  return <NotificationPopup />;
}
