import { useSessionAnnouncer } from '../state/use-session-announcer';
import { useSessionCommands } from '../state/use-session-commands';
import { useSessionLoader, useSessionRecheck } from '../state/use-session-loader';

/**
 * Mounted once in the app: keeps `customerAtom` in step with the server session, answers the session commands and
 * tells the remotes when the shopper changes.
 */
export function SessionRoot() {
  useSessionLoader();
  useSessionRecheck();
  useSessionCommands();
  useSessionAnnouncer();
  return null;
}
