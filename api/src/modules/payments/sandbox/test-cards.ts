/** The sandbox card frame's documented test cards (README). Any future expiry and any 3-digit CVV. */
export const TEST_CARDS: Record<string, { resultado: 'aprobada' | 'rechazada' | '3ds'; descripcion: string; marca: string }> = {
  '4242424242424242': { resultado: 'aprobada', descripcion: 'Transacción aprobada', marca: 'VISA' },
  '5555555555554444': { resultado: 'aprobada', descripcion: 'Transacción aprobada', marca: 'MASTERCARD' },
  '4000000000000002': { resultado: 'rechazada', descripcion: 'Tarjeta rechazada por el emisor', marca: 'VISA' },
  '4000000000009995': { resultado: 'rechazada', descripcion: 'Fondos insuficientes', marca: 'VISA' },
  '4000000000003220': { resultado: '3ds', descripcion: 'Requiere autenticación 3-D Secure', marca: 'VISA' },
};
/** The one-time code the sandbox's 3-D Secure step accepts. */
export const THREE_DS_CODE = '123456';
/** The code the sandbox's Zimple frame accepts (the one Bancard's staging documents for Zimple, too). */
export const ZIMPLE_CODE = '1234';
/** The Tigo Money sandbox PIN that approves. */
export const TIGO_PIN = '1234';

export const digits = (s: unknown) => String(s ?? '').replace(/\D/g, '');
export const mask = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 13 && sum % 10 === 0;
}

/** Spanish validation of the card form; null when valid. */
export function cardFormError(form: { numero?: string; vencimiento?: string; cvv?: string }, now = new Date()): string | null {
  const numero = digits(form.numero);
  if (!luhn(numero)) return 'El número de tarjeta no es válido.';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(form.vencimiento ?? '').trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'El vencimiento debe tener el formato MM/AA.';
  const end = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (end <= now) return 'La tarjeta está vencida.';
  if (!/^\d{3,4}$/.test(String(form.cvv ?? '').trim())) return 'El código de seguridad debe tener 3 o 4 dígitos.';
  return null;
}
