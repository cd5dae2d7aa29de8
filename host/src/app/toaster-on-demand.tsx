import { lazy, Suspense, useEffect, useState } from 'react';
import { commandsOf } from '@botica/shared-contracts/events/bus';

const host = commandsOf('host');

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/**
 * The page's toaster, drawn once the page shows its first toast (`@botica/platform/toast` asks for it with
 * `host:show-toasts`): react-hot-toast is not part of a page's first load. The server draws nothing here, and
 * neither does the browser until then, so hydration matches.
 */
export function ToasterOnDemand() {
  const [shown, setShown] = useState(false);
  useEffect(
    () =>
      host.handle('host:show-toasts', () => {
        setShown(true);
        return { ok: true };
      }),
    [],
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
    </Suspense>
  );
}
