import React from 'react';
import { recordReact } from '@botica/platform/diagnostics/react-identity';

// The cart service the host starts at boot (idempotent).
export { startCartService } from '../features/cart/state/cart.service';

recordReact('checkout', React);
