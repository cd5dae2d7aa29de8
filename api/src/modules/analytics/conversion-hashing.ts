import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The e-mail as conversion APIs expect it before hashing: trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A Paraguayan mobile in international digits without '+': 0981 123456 → 595981123456. */
export function normalisePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (digits.startsWith('595')) return digits;
  return `595${digits.replace(/^0+/, '')}`;
}

/** An identity document or RUC without separators, in upper case: 80012345-6 → 800123456. */
export function normaliseDocument(document: string): string | null {
  const clean = document.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return clean || null;
}

/** SHA-256 (hex) of each normalised field; a missing field stays null. Nothing in clear leaves this function. */
export function hashedUserData(customer: { email: string; celular: string | null; documento: string | null }) {
  const email = normaliseEmail(customer.email);
  const phone = customer.celular ? normalisePhone(customer.celular) : null;
  const document = customer.documento ? normaliseDocument(customer.documento) : null;
  return {
    email_sha256: email ? sha256(email) : null,
    telefono_sha256: phone ? sha256(phone) : null,
    documento_sha256: document ? sha256(document) : null,
  };
}
