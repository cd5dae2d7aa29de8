import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedQueryCacheFromElement } from '@botica/platform/data/query';
import { LAYOUT_DATA_ELEMENT_ID } from '@botica/platform/document-slots';
import { nextTask } from '@botica/platform/next-task';
import { createSessionStore, readServerSession } from './features/session/state/initial-session';
import { loadCustomerParts } from './app/customer-parts';
import { startFieldMeasurements } from './observability/start-field-report';

/**
 * Hydration errors React recovers from. The boundaries the server left to the browser (fragments, pages drawn
 * only in the browser) are rendered afresh by design; anything else is a mismatch between the server's tree
 * and the browser's, worth seeing.
 */
function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // React's "the server could not finish this boundary" (#419): the boundaries drawn on purpose by the browser
  if (/\b419\b|could not finish this Suspense boundary|did not finish this Suspense boundary/.test(message)) return;
  console.error('Hidratación:', error);
}

async function start(): Promise<void> {
  // A page drawn for a customer has their parts (notifications, terms dialog) drawn: their code travels while the
  // app boots, and the page hydrates once it is in. A visitor's page needs none of it.
  const session = readServerSession();
  const customerParts = session?.customer ? loadCustomerParts().catch(() => undefined) : undefined;
  // The app's modules come with this chunk ("eager") but are evaluated in a task of their own: this task already
  // evaluated react-dom.
  await nextTask();
  const [{ App }, { startCartServiceWhenNeeded }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './remotes/start-cart-service'),
  ]);
  startCartServiceWhenNeeded();
  await nextTask();
  const container = document.getElementById('root')!;
  // the header's and footer's data the server drew them from: the layout hydrates as drawn, without asking again
  seedQueryCacheFromElement(LAYOUT_DATA_ELEMENT_ID);
  const store = createSessionStore(session);
  await customerParts;
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // The first render is a transition: React works in time slices and yields to the browser between them
  // instead of blocking the main thread for the whole tree in one long task. A document the host server drew
  // (header, page, footer) is hydrated in place; the page's own boundary hydrates once its owner's code is in.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container).render(app);
  });
}

// the page's errors are kept from here on; its vitals and errors are reported once it is idle (decision 080)
startFieldMeasurements();
void start();
