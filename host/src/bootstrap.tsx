import React, { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { recordReact } from '@botica/shared-contracts/diagnostics/react-identity';
import { App } from './app/app';
import { captureServerPage } from './remotes/server-page';
import { startRemoteCartService } from './remotes/start-cart-service';

recordReact('host', React);

// Before the first render clears #root: the server-drawn page stays on screen until its owner's page is ready.
captureServerPage();

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

void startRemoteCartService();
