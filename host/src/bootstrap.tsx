import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureServerPage } from './remotes/server-page';

// Before the first render clears #root: the server-drawn page stays on screen until its owner's page is ready.
captureServerPage();

/** Resolves in a later task, so the work before and after it never make one long task together. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // The app's modules come with this chunk ("eager") but are evaluated in a task of their own: this task already
  // evaluated react-dom.
  await nextTask();
  const [{ App }, { startRemoteCartService }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './remotes/start-cart-service'),
  ]);
  void startRemoteCartService();
  await nextTask();
  // The first render is a transition: React renders the shell in time slices and yields to the browser
  // between them, instead of blocking the main thread for the whole tree in one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
