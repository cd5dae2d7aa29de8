import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { sessionRefreshAtom } from '../../../state/session-refresh';
import { openNotificationSocket, type NotificationSocket } from '../api/notification-socket';
import { notificationsAtom, popupsAtom, unreadCountAtom } from './notifications.atoms';
import { whenIdle } from '../../../state/when-idle';

/** The open connection while a customer is logged in. */
export const notificationSocketAtom = atom<NotificationSocket | null>(null);

/** Newer first, one entry per noclCodigo. */
export function mergeNotifications(current: Notification[], incoming: Notification[]): Notification[] {
  const byCode = new Map<number, Notification>();
  for (const n of [...incoming, ...current]) if (!byCode.has(n.noclCodigo)) byCode.set(n.noclCodigo, n);
  return [...byCode.values()].sort((a, b) => Date.parse(b.fchIns) - Date.parse(a.fchIns));
}

/** Opens the connection when the customer logs in and closes it (resetting the state) on logout. */
export function useNotificationSocket(): void {
  const loggedIn = useAtomValue(loggedInAtom);
  const setSocket = useSetAtom(notificationSocketAtom);
  const setList = useSetAtom(notificationsAtom);
  const setCount = useSetAtom(unreadCountAtom);
  const setPopups = useSetAtom(popupsAtom);
  const refreshSession = useSetAtom(sessionRefreshAtom);

  useEffect(() => {
    if (!loggedIn) return;
    // The client library loads on demand, once the page has loaded and is idle: the connection does not compete
    // with the page's first screen. A logout (or unmount) before it arrives opens nothing.
    let cancelled = false;
    let socket: NotificationSocket | null = null;
    const cancelIdle = whenIdle(() => {
      openNotificationSocket().then(
        (opened) => {
          if (cancelled) {
            opened.disconnect();
            return;
          }
          socket = opened;
          listen(opened);
          setSocket(opened);
        },
        (error: unknown) => console.warn('[notificaciones] no se pudo abrir la conexión', error),
      );
    });
    function listen(s: NotificationSocket) {
      // The server reads the list it sends on connecting after the socket joined the customer's room, so a change
      // made meanwhile can arrive first, as `sala`, with the newer list: the older first list is then dropped.
      let awaitingFirst = true;
      let newerFirst = false;
      s.on('connect', () => {
        awaitingFirst = true;
        newerFirst = false;
      });
      s.on('lista-notificaciones', ({ items, count }) => {
        const stale = awaitingFirst && newerFirst;
        awaitingFirst = false;
        if (stale) return;
        setList(mergeNotifications([], items));
        setCount(count);
      });
      // `sala` carries the customer's whole list again after any change (a new message, another tab's action)
      s.on('sala', ({ items, count }) => {
        if (awaitingFirst) newerFirst = true;
        setList(mergeNotifications([], items));
        setCount(count);
      });
      s.on('popup-notificaciones', ({ items }) =>
        setPopups((current) => [...items, ...current.filter((p) => !items.some((n) => n.nowaCodigo === p.nowaCodigo))]),
      );
      // The server refuses or drops the connection when the session is over (expired, logged out elsewhere,
      // password changed): the host then reloads the session, which closes this connection for a visitor.
      s.on('connect_error', () => {
        if (!s.active) refreshSession((n) => n + 1);
      });
      s.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') refreshSession((n) => n + 1);
      });
    }
    return () => {
      cancelled = true;
      cancelIdle();
      if (socket) {
        socket.removeAllListeners();
        socket.disconnect();
      }
      setSocket(null);
      setList([]);
      setCount(0);
      setPopups([]);
    };
  }, [loggedIn, setSocket, setList, setCount, setPopups, refreshSession]);
}
