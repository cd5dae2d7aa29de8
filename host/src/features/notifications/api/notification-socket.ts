import { io, type Socket } from 'socket.io-client';
import type {
  NotificationClientEvents,
  NotificationServerEvents,
} from '@botica/shared-contracts/notifications/entities';

export type NotificationSocket = Socket<NotificationServerEvents, NotificationClientEvents>;

/**
 * The real-time connection on the page's own origin. The session cookie (HttpOnly) authenticates it, so
 * it is sent with the handshake (withCredentials).
 */
export function openNotificationSocket(): NotificationSocket {
  return io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
}
