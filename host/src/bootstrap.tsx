import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordReact } from '@botica/shared-contracts/diagnostics/react-identity';
import { App } from './app/app';
import { captureServerPage } from './remotes/server-page';
import { startRemoteCartService } from './remotes/start-cart-service';

recordReact('host', React);
void startRemoteCartService();

// before the first render clears #root: the server-drawn page stays on screen until its owner's page is ready
captureServerPage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
