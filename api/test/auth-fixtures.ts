import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/auth/password.js';

let counter = 0;

/** A persona customer made for one test (unique e-mail, document and phone). */
export async function makeCustomer(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; celular1: string; documento: string; google_id: string; es_tester: boolean }> = {},
) {
  counter += 1;
  const n = `${process.pid % 1000}${Date.now() % 100000}${counter}`;
  const email = overrides.email ?? `prueba${n}@correo.test`;
  const password = overrides.password ?? 'Clave1234';
  const row = await app.db
    .insertInto('customers')
    .values({
      tipo: 'persona',
      tipo_persona: 'F',
      email,
      password_hash: await hashPassword(password),
      nombres: 'Ana María',
      apellidos: 'Benítez Ruiz',
      document_type: 'ci',
      documento: overrides.documento ?? n.slice(-8),
      celular1: overrides.celular1 ?? `0981-${n.slice(-6).padStart(6, '0')}`,
      google_id: overrides.google_id ?? null,
      es_tester: overrides.es_tester ?? false,
    })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  return { codigo: row.codigo, email, password, documento: overrides.documento ?? n.slice(-8) };
}

export const cookieOf = (setCookie: string | string[] | undefined, name: string): string | undefined => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};
