import { useHydrated } from '../hydration';
import { clampQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@botica/shared-contracts/cart/quantity';

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
}

/**
 * The shop's one quantity counter (minus, number, plus), for the product page, the cart lines and the bags alike: it
 * applies the one rule of a cart line (`clampQuantity`: 1 to 12, a non-positive entry becomes its absolute value or 1).
 */
export function QuantityCounter({ value, onChange, max = MAX_LINE_QUANTITY, label, className, testId }: QuantityCounterProps) {
  const set = (next: number) => onChange(clampQuantity(next, max));
  // a server-drawn counter is read-only until the page is hydrated
  const ready = useHydrated();
  return (
    <div className={className} role="group" aria-label={label ? `Cantidad de ${label}` : 'Cantidad'} data-testid={testId}>
      <button type="button" aria-label="Quitar una unidad" disabled={!ready || value <= MIN_LINE_QUANTITY} onClick={() => set(value - 1)}>
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
      <button type="button" aria-label="Agregar una unidad" disabled={!ready || value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </div>
  );
}
