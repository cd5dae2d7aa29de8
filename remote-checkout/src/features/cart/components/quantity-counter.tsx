import { clampQuantity, MAX_LINE_QUANTITY as MAX_PER_LINE, MIN_LINE_QUANTITY as MIN_PER_LINE } from '@botica/shared-contracts/cart/quantity';

interface Props {
  value: number;
  onChange: (value: number) => void;
  label: string;
  max?: number;
}

/** Minus / number / plus, always between 1 and 12. */
export function QuantityCounter({ value, onChange, label, max = MAX_PER_LINE }: Props) {
  return (
    <div className="ck-counter" role="group" aria-label={`Cantidad de ${label}`}>
      <button type="button" aria-label="Restar uno" disabled={value <= MIN_PER_LINE} onClick={() => onChange(clampQuantity(value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label="Cantidad"
        min={MIN_PER_LINE}
        max={max}
        maxLength={12}
        value={value}
        onChange={(e) => onChange(clampQuantity(Number(e.target.value)))}
      />
      <button type="button" aria-label="Sumar uno" disabled={value >= max} onClick={() => onChange(Math.min(max, clampQuantity(value + 1)))}>
        +
      </button>
    </div>
  );
}
