import { PAYMENT_BRANDS } from '../site-info';

/** Payment brands as small text badges (no third-party logos; HTML text, not SVG text, to lay out with the page). */
export function PaymentBadges() {
  return (
    <ul className="bg-payments" aria-label="Medios de pago">
      {PAYMENT_BRANDS.map((brand) => (
        <li key={brand} className="bg-payment-badge">
          {brand}
        </li>
      ))}
    </ul>
  );
}
