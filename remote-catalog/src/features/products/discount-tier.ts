/** Discount badge tier: colours change under 20, 30, 40, 50, 60, 70 and 80 percent (spec 000 §9). */
export function discountTier(percent: number): number {
  const limits = [20, 30, 40, 50, 60, 70, 80];
  const i = limits.findIndex((limit) => percent < limit);
  return i === -1 ? limits.length + 1 : i + 1;
}
