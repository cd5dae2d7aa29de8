import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordReact } from '@botica/shared-contracts/diagnostics/react-identity';
import { App } from './app/app';
import { startRemoteCartService } from './remotes/start-cart-service';
import './app/global.css';

recordReact('host', React);
void startRemoteCartService();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
