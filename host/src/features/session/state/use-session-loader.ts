import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { customerAtom, loggedInAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchCustomer } from '../api';
import { setAnalyticsFlag } from './analytics-flag';
import { sessionRefreshAtom } from '../../../state/session-refresh';

/**
 * Loads the customer at boot, unless the document came with the session the server read (it is loaded already),
 * and again whenever the host bumps `sessionRefreshAtom`.
 */
export function useSessionLoader(): void {
  const refresh = useAtomValue(sessionRefreshAtom);
  const setCustomer = useSetAtom(customerAtom);
  const setLoaded = useSetAtom(sessionLoadedAtom);
  const loaded = useAtomValue(sessionLoadedAtom);
  const customer = useAtomValue(customerAtom);
  // what the first render found: a session the server read needs no first request
  const [fromServer] = useState(() => (loaded ? { clieCodigo: customer?.clieCodigo ?? null } : null));

  useEffect(() => {
    if (fromServer && refresh === 0) {
      if (fromServer.clieCodigo !== null) setAnalyticsFlag(fromServer.clieCodigo);
      return;
    }
    let cancelled = false;
    fetchCustomer()
      .then((found) => {
        if (cancelled) return;
        setCustomer(found);
        if (found) setAnalyticsFlag(found.clieCodigo);
      })
      .catch((error: unknown) => {
        // the API is unreachable: the page still works as for a visitor until the next refresh
        console.error('No se pudo cargar la sesión', error);
      })
      .finally(() => {
        if (!cancelled) setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [refresh, setCustomer, setLoaded, fromServer]);
}

const RECHECK_AFTER_MS = 60_000;

/**
 * The session cookie ends after 30 idle minutes or from another tab: when the page comes back to the
 * foreground after a while, the session is read again so the header and guards do not show a stale login.
 */
export function useSessionRecheck(): void {
  const refresh = useSetAtom(sessionRefreshAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  useEffect(() => {
    if (!loggedIn) return;
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > RECHECK_AFTER_MS) refresh((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [loggedIn, refresh]);
}
