/**
 * The unit count of a cart as its owner (checkout) stores it under CART_STORAGE_KEY / ONCOLOGY_CART_STORAGE_KEY:
 * `{ items: [{ quantity, … }, …], … }`. Checkout alone writes that value; the host reads only this count, so the
 * header shows the cart before checkout's code is in the page.
 *
 * Answers 0 for no stored cart, and null for a stored value checkout would not keep (not JSON, no item list, a
 * quantity that is not a number): checkout replaces such a cart with an empty one when it starts.
 */
export function storedCartCount(raw: string | null): number | null {
  if (raw === null) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const items = (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  let count = 0;
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const quantity = (item as { quantity?: unknown }).quantity;
    if (typeof quantity !== 'number') return null;
    count += quantity;
  }
  return count;
}
