import { atom } from 'jotai';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { READ_STATE } from '@botica/shared-contracts/notifications/entities';

/** The customer's notifications as the server last sent them (newest first). */
export const notificationsAtom = atom<Notification[]>([]);
/** Unread count announced by the server; kept in step by local marks. */
export const unreadCountAtom = atom(0);
/** Pop-up notifications the server offered (each shown within its dates and repeat interval). */
export const popupsAtom = atom<Notification[]>([]);

export const isUnread = (n: Notification) => n.noclEstado !== READ_STATE;
