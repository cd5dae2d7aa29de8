import { useSessionEvents, useSessionLoader } from '../state/use-session-loader';

/** Mounted once in the app: keeps `customerAtom` in step with the server session. */
export function SessionRoot() {
  useSessionLoader();
  useSessionEvents();
  return null;
}
