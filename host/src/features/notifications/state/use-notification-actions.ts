import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { READ_STATE, type Notification } from '@botica/shared-contracts/notifications/entities';
import { isUnread, notificationsAtom, unreadCountAtom } from './notifications.atoms';
import { notificationSocketAtom } from './use-notification-socket';

/** Panel actions: the change shows at once and the server confirms it with a fresh list. */
export function useNotificationActions() {
  const socket = useAtomValue(notificationSocketAtom);
  const setList = useSetAtom(notificationsAtom);
  const setCount = useSetAtom(unreadCountAtom);

  const markRead = useCallback(
    (n: Notification) => {
      if (!isUnread(n)) return;
      setList((list) => list.map((x) => (x.noclCodigo === n.noclCodigo ? { ...x, noclEstado: READ_STATE } : x)));
      setCount((c) => Math.max(0, c - 1));
      // `activo: false`: the message is no longer new
      socket?.emit('mensaje-personal', { noclCodigo: n.noclCodigo, activo: false });
    },
    [socket, setList, setCount],
  );

  const markAllRead = useCallback(() => {
    setList((list) => list.map((x) => ({ ...x, noclEstado: READ_STATE })));
    setCount(0);
    socket?.emit('estado-notificacion-actualizar-todos');
  }, [socket, setList, setCount]);

  const remove = useCallback(
    (n: Notification) => {
      setList((list) => list.filter((x) => x.noclCodigo !== n.noclCodigo));
      if (isUnread(n)) setCount((c) => Math.max(0, c - 1));
      socket?.emit('notificacion-eliminar', { noclCodigo: n.noclCodigo });
    },
    [socket, setList, setCount],
  );

  /** Asks the server for the list again (the panel filters the unread ones itself). */
  const reload = useCallback(() => socket?.emit('estado-notificacion', { estado: '' }), [socket]);

  /** A pop-up was closed: its message counts as read for this customer. */
  const popupSeen = useCallback(
    (nowaCodigo: number) => socket?.emit('estado-notificacion-actualizar', { nowaCodigo }),
    [socket],
  );

  return { markRead, markAllRead, remove, reload, popupSeen };
}
