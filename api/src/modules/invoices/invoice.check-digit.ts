/**
 * SIFEN's modulo-11 check digit (the same algorithm as the RUC's): weights 2..11 from the right, a character that is
 * not a digit counting as its character code (a RUC may end in A–D).
 */
export function mod11(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const c = digits.charCodeAt(i);
    const n = c >= 48 && c <= 57 ? c - 48 : c;
    total += n * weight;
    weight = weight === 11 ? 2 : weight + 1;
  }
  const rest = total % 11;
  return rest > 1 ? 11 - rest : 0;
}
