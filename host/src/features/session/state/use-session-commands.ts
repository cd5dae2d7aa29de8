import { startTransition, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from '@botica/platform/router';
import { commandsOf } from '@botica/shared-contracts/events/bus';
import { findRoute, loginUrl } from '@botica/shared-contracts/routes/route-table';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchCustomer } from '../api';
import { clearAnalyticsFlag, setAnalyticsFlag } from './analytics-flag';
import { useLogout } from './use-logout';

const host = commandsOf('host');

/**
 * The host is the session's one writer; these are the commands through which the remotes change it:
 * a new session (login, sign-up, e-mail verification), the logout, and the end a 401 reveals.
 */
export function useSessionCommands(): void {
  const setCustomer = useSetAtom(customerAtom);
  const navigate = useNavigate();
  const { logout } = useLogout();
  useEffect(() => {
    const stops = [
      host.handle('host:session-start', async () => {
        const customer = await fetchCustomer();
        if (!customer) return { ok: false, message: MESSAGES.generic };
        setCustomer(customer);
        setAnalyticsFlag(customer.clieCodigo);
        return { ok: true, customer };
      }),
      host.handle('host:logout', async () => {
        await logout();
        return { ok: true };
      }),
      host.handle('host:session-expired', ({ returnTo }) => {
        // on the pages for visitors a 401 is the answer to the form (wrong password…), shown by the form
        if (findRoute(window.location.pathname)?.access === 'guest') return { redirected: false };
        clearAnalyticsFlag();
        startTransition(() => {
          navigate(loginUrl(returnTo), { replace: true, state: { from: returnTo } });
          setCustomer(null);
        });
        return { redirected: true };
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [logout, navigate, setCustomer]);
}
