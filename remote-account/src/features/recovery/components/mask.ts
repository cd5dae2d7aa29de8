/** Shows enough of an address or number for the owner to recognise it, and no more. */
export function maskEmail(email: string): string {
  const [user = '', domain] = email.split('@');
  if (!domain) return email;
  const keep = user.slice(0, Math.min(2, user.length));
  return `${keep}${'*'.repeat(Math.max(3, user.length - keep.length))}@${domain}`;
}

/** The API already masks the phone (`0981***456`); a plain number is masked here the same way. */
export function maskPhone(phone: string): string {
  if (phone.includes('*')) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return phone;
  return `${digits.slice(0, 4)}-${'*'.repeat(Math.max(0, digits.length - 7))}${digits.slice(-3)}`;
}
