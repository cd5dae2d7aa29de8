import { type ComponentType, createElement, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { lazyPart } from './lazy-part';

type Parts = typeof import('./customer-parts.lazy');
type PartName = keyof Parts;

let parts: Parts | null = null;
let downloading: Promise<Parts> | null = null;

/**
 * Downloads the customer's parts (notifications, terms dialog; decision 054). The boot starts it at once for a
 * document drawn for a customer and hydrates when it is in, so the drawn parts hydrate as they are; a visitor's
 * page never downloads it, and a visitor who logs in gets it then.
 */
export function loadCustomerParts(): Promise<Parts> {
  downloading ??= import('./customer-parts.lazy').then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      downloading = null;
      throw error;
    },
  );
  return downloading;
}

/** The server's shell has the parts in its own bundle and draws them synchronously. */
export function provideCustomerParts(provided: Parts): void {
  parts = provided;
}

function customerPart(name: PartName): ComponentType {
  // the customer's page goes on without a part whose code cannot be had
  const Lazy = lazyPart(() => loadCustomerParts().then((loaded) => loaded[name] as ComponentType), name);
  function CustomerPart() {
    const loggedIn = useAtomValue(loggedInAtom);
    if (!loggedIn) return null;
    if (parts) return createElement(parts[name] as ComponentType);
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  CustomerPart.displayName = `CustomerPart(${name})`;
  return CustomerPart;
}

/** Only for a logged-in customer: nothing at all for a visitor. */
export const NotificationBell = customerPart('NotificationBell');
export const NotificationsRoot = customerPart('NotificationsRoot');
export const TermsDialog = customerPart('TermsDialog');
