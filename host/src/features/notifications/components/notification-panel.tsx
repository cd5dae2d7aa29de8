import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { isUnread, notificationsAtom, unreadCountAtom } from '../state/notifications.atoms';
import { useNotificationActions } from '../state/use-notification-actions';
import { NotificationItem } from './notification-item';
import { styles } from './notifications.styles';

type Tab = 'todas' | 'no-leidas';

/** The panel under the bell: tabs Todas / No leídas, mark one or all as read, delete. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const all = useAtomValue(notificationsAtom);
  const count = useAtomValue(unreadCountAtom);
  const actions = useNotificationActions();
  const [tab, setTab] = useState<Tab>('todas');
  const shown = tab === 'todas' ? all : all.filter(isUnread);

  return (
    <section className={styles.panel} aria-label="Notificaciones" data-testid="notification-panel">
      <header className={styles.panelHead}>
        <h2 className={styles.panelTitle}>Notificaciones</h2>
        {count > 0 && (
          <button type="button" className={styles.linkButton} onClick={actions.markAllRead}>
            Marcar todas como leídas
          </button>
        )}
      </header>
      <div role="tablist" aria-label="Filtrar notificaciones" className={styles.tabs}>
        {(['todas', 'no-leidas'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? styles.tabActive : styles.tab}
            onClick={() => setTab(id)}
          >
            {id === 'todas' ? 'Todas' : `No leídas${count > 0 ? ` (${count})` : ''}`}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={styles.list}>
        {shown.length === 0 ? (
          <p className={styles.empty}>
            {tab === 'todas' ? 'No tienes notificaciones.' : 'No tienes notificaciones sin leer.'}
          </p>
        ) : (
          <ul>
            {shown.map((n) => (
              <NotificationItem
                key={n.noclCodigo}
                notification={n}
                onRead={() => actions.markRead(n)}
                onDelete={() => actions.remove(n)}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
