import { clampQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@botica/shared-contracts/cart/quantity';
import styles from './detail.module.css';

export function QuantityCounter({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <div className={styles.counter} data-testid="cat-quantity">
      <button type="button" aria-label="Quitar una unidad" disabled={value <= MIN_LINE_QUANTITY} onClick={() => onChange(clampQuantity(value - 1))}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        maxLength={12}
        aria-label="Cantidad"
        value={value}
        onChange={(e) => onChange(clampQuantity(Number(e.target.value.replace(/[^\d-]/g, '')) || 1))}
      />
      <button
        type="button"
        aria-label="Agregar una unidad"
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        +
      </button>
    </div>
  );
}
