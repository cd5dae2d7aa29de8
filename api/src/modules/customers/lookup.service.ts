import type { FastifyInstance } from 'fastify';
import { fullName } from './customer.mapper.js';
import * as repo from './customers.repository.js';

export const LOOKUP_HAS_ACCOUNT = 'Ya existe una cuenta registrada con este documento. Iniciá sesión o recuperá tu contraseña.';

/**
 * The registration form's document lookup. A shop customer without a web account gets the names and e-mail
 * to complete; a document that already has an account gets `['false', message]` and no personal data;
 * an unknown document gets `[]`.
 */
export async function lookupDocument(app: FastifyInstance, q: string, type: string) {
  const found = await repo.findByDocument(app.db, type, q);
  if (!found) return [];
  if (found.passwordHash) return ['false', LOOKUP_HAS_ACCOUNT] as const;
  return [
    {
      codigo: found.codigo,
      nombres: found.nombres,
      apellidos: found.apellidos,
      primerNombre: found.nombres.trim().split(/\s+/)[0] ?? '',
      nombreCompleto: fullName(found),
      email: found.email,
    },
  ];
}

/** Whether the mobile number belongs to another account (not the document's holder, not the caller). */
export async function phoneTaken(app: FastifyInstance, celular: string, documento: string, callerCodigo?: number) {
  const digits = celular.replace(/\D/g, '');
  return repo.phoneUsedByOther(app.db, digits, documento, callerCodigo);
}
