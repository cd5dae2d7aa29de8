import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from '@botica/platform/router';
import { loginUrl, type RouteAccess } from '@botica/shared-contracts/routes/route-table';
import { customerAtom, loggedInAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { returnTarget } from '../features/session/state/return-target';
import { mustAcceptTermsFirst } from '../features/terms/terms-required';

/**
 * Private routes send a visitor to /login keeping the origin; guest-only routes send a customer back to
 * where they came from (default /mi-cuenta); checkout waits until the terms are accepted.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const loaded = useAtomValue(sessionLoadedAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const customer = useAtomValue(customerAtom);
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (!loaded) return <p className="bg-loading" aria-busy="true">{MESSAGES.loadingData}</p>;
  if (access === 'auth' && !loggedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={loginUrl(from)} replace state={{ from }} />;
  }
  if (access === 'guest' && loggedIn) return <Navigate to={returnTarget(location.search, location.state)} replace />;
  if (access === 'auth' && mustAcceptTermsFirst(customer, location.pathname)) return <Navigate to="/mi-cuenta" replace />;
  return <>{children}</>;
}
