import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { publisher } from '@botica/shared-contracts/events/bus';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';

const host = publisher('host');

/**
 * Tells the remotes when the page's shopper changes (`host:session-changed`): a login, a logout, a session that
 * ended. Not on the first render: the session the page started with is the one they read with.
 */
export function useSessionAnnouncer(): void {
  const cliente = useAtomValue(customerAtom)?.clieCodigo ?? null;
  const last = useRef(cliente);
  useEffect(() => {
    if (last.current === cliente) return;
    last.current = cliente;
    host.publish('host:session-changed', { cliente });
  }, [cliente]);
}
