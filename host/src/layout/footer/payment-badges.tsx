import { PAYMENT_BRANDS } from '../site-info';

/** Payment brands as small text badges (inline SVG, no third-party logos). */
export function PaymentBadges() {
  return (
    <ul className="bg-payments" aria-label="Medios de pago">
      {PAYMENT_BRANDS.map((brand) => {
        const width = 16 + brand.length * 7;
        return (
          <li key={brand}>
            <svg role="img" aria-label={brand} viewBox={`0 0 ${width} 26`} width={width} height={26}>
              <rect x="0.5" y="0.5" width={width - 1} height="25" rx="5" fill="#fff" stroke="#cfdad4" />
              <text x={width / 2} y="17" textAnchor="middle" fontSize="11" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#1d2a24">
                {brand}
              </text>
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
