import { useEffect } from 'react';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { useLogout } from '../state/use-logout';
import { useSessionEvents, useSessionLoader, useSessionRecheck } from '../state/use-session-loader';

/** Mounted once in the app: keeps `customerAtom` in step with the server session and serves `host:logout`. */
export function SessionRoot() {
  useSessionLoader();
  useSessionEvents();
  useSessionRecheck();
  const { logout } = useLogout();
  useEffect(
    () =>
      subscribe('host:logout', (detail) => {
        void logout().then(() => detail.reply?.({ ok: true }));
      }),
    [logout],
  );
  return null;
}
