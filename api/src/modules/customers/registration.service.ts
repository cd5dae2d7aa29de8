import type { RegistrationPayloadSchema, SocialProfile } from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type * as v from 'valibot';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../auth/password.js';
import { documentInUse, emailInUse, socialInUse, socialProfileMissing } from './customers.errors.js';
import * as repo from './customers.repository.js';
import { isNationality } from './nationalities.js';
import { inTransaction } from '../../db/transaction.js';

type Payload = v.InferOutput<typeof RegistrationPayloadSchema>;

/** 0991123456 and 0991-123456 are stored alike: 0991-123456. */
export const normalizePhone = (phone: string) => {
  const d = phone.replace(/\D/g, '');
  return `${d.slice(0, 4)}-${d.slice(4)}`;
};

const tipoPersonaOf = (documentType: string): 'F' | 'J' => (documentType === 'ruc' ? 'J' : 'F');

/** The columns of a new customer, by the mapping rules of spec 002 §3. */
async function toColumns(p: Payload): Promise<{ values: Insertable<Database['customers']>; managers: { nombres: string; apellidos: string; nro_cedula: string; celular: string }[] }> {
  if (p.tipo === 'empresa') {
    return {
      values: {
        tipo: 'empresa',
        tipo_persona: 'J',
        email: p.correo_electronico.toLowerCase(),
        password_hash: await hashPassword(p.password_empresa),
        // A company's name replaces the names; surnames are empty.
        nombres: p.razon_social,
        apellidos: '',
        razon_social: p.razon_social,
        document_type: 'ruc',
        documento: p.ruc_empresa,
        celular1: normalizePhone(p.celular_telefono),
        google_id: p.googleId || null,
        facebook_id: p.facebookId || null,
      },
      managers: p.items.map((m) => ({ nombres: m.nombres, apellidos: m.apellidos, nro_cedula: m.nro_cedula, celular: normalizePhone(m.celular_empresa) })),
    };
  }
  const nacionalidad = p.documentType === 'doc_extranjero' ? String(p.nacionalidad ?? '').trim().toUpperCase() : null;
  if (nacionalidad !== null && !isNationality(nacionalidad)) {
    throw new AppError(400, 'VALIDATION', 'Nacionalidad es requerida', 'nacionalidad');
  }
  return {
    values: {
      tipo: 'persona',
      tipo_persona: tipoPersonaOf(p.documentType),
      email: p.email.toLowerCase(),
      password_hash: await hashPassword(p.password),
      nombres: p.firstName,
      apellidos: p.lastName,
      razon_social: null,
      document_type: p.documentType,
      documento: p.document,
      nacionalidad,
      celular1: normalizePhone(p.phone),
      google_id: p.googleId || null,
      facebook_id: p.facebookId || null,
    },
    managers: [],
  };
}

/**
 * Creates the account (or completes a shop customer found by the document lookup, who has no web password
 * yet). A Google/Facebook id is linked only when that provider verified it in this browser (`proof`).
 */
export async function register(app: FastifyInstance, payload: Payload, proof: SocialProfile | null): Promise<number> {
  const { values, managers } = await toColumns(payload);
  for (const provider of ['google', 'facebook'] as const) {
    const id = provider === 'google' ? values.google_id : values.facebook_id;
    if (!id) continue;
    if (!proof || proof.provider !== provider || proof.id !== id) throw socialProfileMissing();
    if (await repo.findBySocialId(app.db, provider, id)) throw socialInUse();
  }
  if (await repo.findByEmail(app.db, values.email)) throw emailInUse();
  const holder = await repo.findByDocument(app.db, values.document_type, values.documento);
  if (holder?.passwordHash) throw documentInUse();

  try {
    return await inTransaction(app, async (trx) => {
      let codigo: number;
      if (holder) {
        codigo = holder.codigo;
        await repo.updateCustomer(trx, codigo, { ...values, eliminado_at: null });
      } else {
        codigo = await repo.insertCustomer(trx, values);
      }
      await repo.insertManagers(trx, codigo, managers);
      return codigo;
    });
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw emailInUse();
    throw error;
  }
}
