import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's folder of a compiled server: the one that holds its dist-server/ (the bundle's own folder). */
export const appRootOfBundle = (moduleUrl: string) => path.resolve(path.dirname(fileURLToPath(moduleUrl)), '..');

/**
 * Closes a compiled server on SIGTERM or SIGINT and ends the process. A container stops its process with SIGTERM,
 * and node as PID 1 has no default action for it: without this the engine waits out its grace period (10 s) and
 * kills the server. Closing waits for the requests in flight, 5 s at most.
 */
export function closeOnSignals(app: { close(): Promise<unknown> }) {
  const close = () => {
    setTimeout(() => process.exit(0), 5000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
