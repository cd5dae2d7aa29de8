import { useHydrated } from '../hydration';
import { clampQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, stepQuantity } from '@botica/shared-contracts/cart/quantity';

export interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  /** The ceiling: 12 for a cart line (lower when a category cap is reached on delivery); other counts set their own. */
  max?: number;
  /** What is counted, for the group's accessible name ('Cantidad de …'). */
  label?: string;
  /** The app's own look; the counter brings no styles of its own. */
  className?: string;
  testId?: string;
  /** Units one press adds or takes: a product sold by sets (2x1, 3x2) moves by its step. */
  step?: number;
}

/**
 * The shop's one quantity counter (minus, number, plus), for the product page, the cart lines and the bags alike: it
 * applies the one rule of a cart line (`clampQuantity`: 1 to 12, a non-positive entry becomes its absolute value or 1);
 * its buttons follow the product's step (`stepQuantity`).
 */
export function QuantityCounter({ value, onChange, max = MAX_LINE_QUANTITY, label, className, testId, step = 1 }: QuantityCounterProps) {
  const set = (next: number) => onChange(clampQuantity(next, max));
  // a server-drawn counter is read-only until the page is hydrated
  const ready = useHydrated();
  return (
    <div className={className} role="group" aria-label={label ? `Cantidad de ${label}` : 'Cantidad'} data-testid={testId}>
      <button type="button" aria-label="Quitar una unidad" disabled={!ready || value <= MIN_LINE_QUANTITY} onClick={() => onChange(stepQuantity(value, -1, step, max))}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        maxLength={12}
        aria-label="Cantidad"
        readOnly={!ready}
        value={value}
        onChange={(e) => set(Number(e.target.value.replace(/[^\d-]/g, '')) || MIN_LINE_QUANTITY)}
      />
      <button type="button" aria-label="Agregar una unidad" disabled={!ready || value >= max} onClick={() => onChange(stepQuantity(value, 1, step, max))}>
        +
      </button>
    </div>
  );
}
