import type { FastifyInstance } from 'fastify';
import { customerByCodigo, markEmailValid } from '../customers/customers.service.js';
import { consume, issueToken, VERIFY_EMAIL_TOKEN_TTL_MS } from './one-time-token.service.js';
import { notVerified } from './recovery.errors.js';

/** Sends the /verificar-correo/{token} link to the customer's e-mail. */
export async function sendVerificationEmail(app: FastifyInstance, codigo: number): Promise<void> {
  const customer = await customerByCodigo(app.db, codigo);
  if (!customer) return;
  const token = await issueToken(app.db, codigo, 'verify-email', VERIFY_EMAIL_TOKEN_TTL_MS);
  const link = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/verificar-correo/${token}`;
  await app.outbox.send({
    canal: 'email',
    destino: customer.email,
    asunto: 'Verificá tu correo',
    cuerpo: ['¡Bienvenido/a a Botica Guaraní!', '', `Para verificar tu correo ingresá a: ${link}`, '', 'El enlace vence en 48 horas.'].join('\n'),
    enlace: link,
    customerCodigo: codigo,
  });
}

/** The link only verifies the account it was sent to, and only while that customer is logged in. */
export async function verifyEmail(app: FastifyInstance, codigo: number, token: string): Promise<void> {
  const owner = await consume(app.db, token, 'verify-email', codigo);
  if (owner === undefined) throw notVerified();
  await markEmailValid(app.db, codigo);
}
