import { startTransition, useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from '@botica/platform/router';
import toast from '@botica/platform/toast';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { logout } from '../api';
import { clearAnalyticsFlag } from './analytics-flag';

/** Logout: the API call, then the user, the login state and the analytics flag are cleared and we go home. */
export function useLogout() {
  const setCustomer = useSetAtom(customerAtom);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      // the cookie may already be gone (expired session): the page still forgets the user
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) toast.error(MESSAGES.generic);
    } finally {
      // one transition: the router's own update and the cleared customer commit together, so the private
      // page being left never sees a visitor and sends them to /login
      startTransition(() => {
        navigate('/');
        setCustomer(null);
      });
      clearAnalyticsFlag();
      setPending(false);
    }
  }, [navigate, setCustomer]);
  return { logout: run, pending };
}
