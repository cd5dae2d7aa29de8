import { findRoute } from '@botica/shared-contracts/routes/route-table';
import type { Customer } from '@botica/shared-contracts/customer/entities';

/** Checkout routes a customer may only use after accepting the terms (spec 002 §4, spec 001 §6). */
export const TERMS_REQUIRED_ROUTE_IDS: ReadonlySet<string> = new Set([
  'cart',
  'cart-oncology',
  'process-payment',
  'process-payment-qr',
  'qr-sicoop',
  'qr-blupy',
  'payment-authorization',
  'order-finished',
]);

export function hasPendingTerms(customer: Customer | null): boolean {
  return customer !== null && customer.terminoYcondicionesEstado === '0';
}

/** True when this customer must be sent to /mi-cuenta instead of this path. */
export function mustAcceptTermsFirst(customer: Customer | null, pathname: string): boolean {
  if (!hasPendingTerms(customer)) return false;
  const route = findRoute(pathname);
  return route !== undefined && TERMS_REQUIRED_ROUTE_IDS.has(route.id);
}
