import { useSessionCommands } from '../state/use-session-commands';
import { useSessionLoader, useSessionRecheck } from '../state/use-session-loader';

/** Mounted once in the app: keeps `customerAtom` in step with the server session and answers the session commands. */
export function SessionRoot() {
  useSessionLoader();
  useSessionRecheck();
  useSessionCommands();
  return null;
}
