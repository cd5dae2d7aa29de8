import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { useHydrated } from '@botica/platform/hydration';
import { unreadCountAtom } from '../state/notifications.atoms';
import { useNotificationActions } from '../state/use-notification-actions';
import { NotificationPanel } from './notification-panel';
import { styles } from './notifications.styles';

/** The header bell with the unread badge; opens the notifications panel. Only for a logged-in customer. */
export function NotificationBell() {
  const loggedIn = useAtomValue(loggedInAtom);
  const count = useAtomValue(unreadCountAtom);
  const [open, setOpen] = useState(false);
  const { reload } = useNotificationActions();
  const box = useRef<HTMLDivElement>(null);
  // drawn by the server for a logged-in customer: it opens the panel only once hydrated, so an early tap is not lost
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => {
    if (!loggedIn) setOpen(false);
  }, [loggedIn]);

  if (!loggedIn) return null;
  const label = count > 0 ? `Notificaciones (${count} sin leer)` : 'Notificaciones';
  return (
    <div className={styles.bellBox} ref={box}>
      <button
        type="button"
        className={styles.bell}
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="true"
        disabled={!hydrated}
        onClick={() => {
          if (!open) reload();
          setOpen(!open);
        }}
        data-testid="notification-bell"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 && (
          <span className={styles.badge} data-testid="notification-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <NotificationPanel onNavigate={() => setOpen(false)} />}
    </div>
  );
}
