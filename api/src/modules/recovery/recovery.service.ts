import { RECOVERY_SENT_MESSAGE } from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password.js';
import { customerByCodigo, customerByEmail, setPasswordHash } from '../customers/customers.service.js';
import { badLink, noPhone, unknownEmail } from './recovery.errors.js';
import { consume, issueToken, PASSWORD_TOKEN_TTL_MS } from './one-time-token.service.js';

/** 0981-***456: enough for the owner to recognise the number, not enough to learn it. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `${digits.slice(0, 4)}-***${digits.slice(-3)}`;
}

/**
 * Step 1 of /forgot-password. Whether an e-mail has an account is already visible through the registration
 * ("Este usuario ya esta en uso…"), so an unknown e-mail gets a plain 404; the answer reveals nothing
 * beyond what step 2 needs (the phone only masked). The route is rate-limited per address.
 */
export async function passwordInfo(app: FastifyInstance, email: string) {
  const customer = await customerByEmail(app.db, email);
  if (!customer) throw unknownEmail();
  return {
    usuario: {
      email: customer.email,
      phone: maskPhone(customer.celular1 ?? customer.celular2),
      persona: customer.codigo,
      clieCodigo: customer.codigo,
    },
  };
}

/** Step 2: sends the /cambiar-contrasena/{token} link by e-mail or SMS. */
export async function sendRecoveryLink(app: FastifyInstance, email: string, channel: 'email' | 'phone') {
  const customer = await customerByEmail(app.db, email);
  if (!customer) throw unknownEmail();
  const phone = customer.celular1 ?? customer.celular2;
  if (channel === 'phone' && !phone) throw noPhone();
  const token = await issueToken(app.db, customer.codigo, 'password', PASSWORD_TOKEN_TTL_MS);
  const link = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/cambiar-contrasena/${token}`;
  if (channel === 'phone') {
    await app.outbox.send({
      canal: 'sms',
      destino: phone!,
      cuerpo: `Botica Guaraní: para cambiar tu contraseña ingresá a ${link} (vence en 1 hora).`,
      enlace: link,
      customerCodigo: customer.codigo,
    });
  } else {
    await app.outbox.send({
      canal: 'email',
      destino: customer.email,
      asunto: 'Recuperar contraseña',
      cuerpo: [
        'Hola,',
        '',
        'Recibimos un pedido para cambiar la contraseña de tu cuenta en Botica Guaraní.',
        `Para elegir una nueva, ingresá a: ${link}`,
        '',
        'El enlace vence en 1 hora y se puede usar una sola vez. Si no lo pediste, ignorá este correo.',
      ].join('\n'),
      enlace: link,
      customerCodigo: customer.codigo,
    });
  }
  return { ok: true as const, message: RECOVERY_SENT_MESSAGE };
}

/** /cambiar-contrasena/{token}: the link works once, within the hour; every session of the customer ends. */
export async function changePassword(app: FastifyInstance, token: string, password: string): Promise<number> {
  const codigo = await consume(app.db, token, 'password');
  if (codigo === undefined) throw badLink();
  const customer = await customerByCodigo(app.db, codigo);
  if (!customer) throw badLink();
  await setPasswordHash(app.db, codigo, await hashPassword(password));
  await app.sessions.endAllFor(codigo);
  return codigo;
}
