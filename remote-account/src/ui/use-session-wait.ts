import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

const WAIT_MS = 10_000;

/**
 * After a successful login or registration the host reloads the session and its guard leaves the page.
 * If that never happens (the session could not be read), the form is given back with the generic message.
 */
export function useSessionWait(done: boolean, setDone: (value: boolean) => void): void {
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      toast.error(MESSAGES.generic);
      setDone(false);
    }, WAIT_MS);
    return () => clearTimeout(timer);
  }, [done, setDone]);
}
