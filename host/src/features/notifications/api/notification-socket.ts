import type { Socket } from 'socket.io-client';
import { nextTask } from '@botica/platform/next-task';
import type {
  NotificationClientEvents,
  NotificationServerEvents,
} from '@botica/shared-contracts/notifications/entities';

export type NotificationSocket = Socket<NotificationServerEvents, NotificationClientEvents>;

/**
 * The real-time connection on the page's own origin. The session cookie (HttpOnly) authenticates it, so
 * it is sent with the handshake (withCredentials). socket.io-client (~40 KB) is only needed by a logged-in
 * customer, so it is fetched on demand instead of being part of every visitor's first load. Evaluating it and
 * opening the connection are two tasks: together they were one long task of the page's first load.
 */
export async function openNotificationSocket(): Promise<NotificationSocket> {
  const { io } = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  await nextTask();
  return io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
}
