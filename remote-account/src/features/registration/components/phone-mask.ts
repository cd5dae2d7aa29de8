/** The input mask ####-######: digits only, a hyphen after the fourth, ten digits at most. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}
