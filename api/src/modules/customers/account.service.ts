import { randomBytes } from 'node:crypto';
import { issueMessage } from '../../http/valibot.js';
import { isIntact } from '../../http/file-integrity.js';
import { type AccountUpdatePayloadSchema, PersonUpdatePayloadSchema } from '@botica/shared-contracts/account/payloads';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError, badRequest } from '../../http/app-error.js';
import { customerNotFound, documentInUse, emailInUse } from './customers.errors.js';
import * as repo from './customers.repository.js';
import { inTransaction } from '../../db/transaction.js';

type Update = v.InferOutput<typeof AccountUpdatePayloadSchema>;

/** Profile pictures: images only (checked by their bytes, not their name), at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const SIGNATURES: { mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { mime: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];
export const PICTURE_MESSAGES = {
  notImage: 'Solo se permiten imágenes (JPG, PNG, GIF o WEBP).',
  tooLarge: 'La imagen no debe superar los 2 MB.',
  missing: 'Seleccione una imagen.',
} as const;

/** The same valibot rules as the form; a person also needs surnames and a CI (spec 001 §5). */
function personRules(body: Update): Update {
  const result = v.safeParse(PersonUpdatePayloadSchema, body);
  if (!result.success) {
    const issue = result.issues[0];
    throw badRequest(issueMessage(issue), issue.path?.map((p) => String(p.key)).join('.'));
  }
  return result.output as Update;
}

/** `PUT /clientes/actualizar`: the session customer's own data. The document that identifies the account stays. */
export async function updateAccount(app: FastifyInstance, codigo: number, body: Update): Promise<void> {
  const customer = await repo.findByCodigo(app.db, codigo);
  if (!customer) throw customerNotFound();
  const input = customer.tipo === 'persona' ? personRules(body) : body;
  const other = await repo.findByEmail(app.db, input.email);
  if (other && other.codigo !== codigo) throw emailInUse();
  for (const phone of [input.celular1, input.celular2]) {
    if (phone && (await repo.phoneUsedByOther(app.db, phone.replace(/\D/g, ''), customer.documento, codigo))) {
      throw new AppError(409, 'PHONE_TAKEN', 'Él número que esta tratando de registrar ya fue agregado por otra cuenta...', 'celular1');
    }
  }
  const ciChanged = customer.documentType === 'ci' && input.ci !== null && input.ci !== customer.documento;
  if (ciChanged) {
    // A verified document is the identity the verification confirmed; another account's document is taken.
    if (customer.verificado) throw badRequest('La cédula verificada no se puede cambiar.', 'ci');
    const holder = await repo.findByDocument(app.db, 'ci', input.ci!);
    if (holder && holder.codigo !== codigo) throw documentInUse();
  }
  const emailChanged = input.email.toLowerCase() !== customer.email.toLowerCase();
  await repo.updateCustomer(app.db, codigo, {
    nombres: input.nombres,
    apellidos: customer.tipo === 'empresa' ? '' : input.apellidos,
    ...(customer.tipo === 'empresa' ? { razon_social: input.nombres } : {}),
    // The account's own document is its identity (and its invoices'); only the other documents change here.
    ...(ciChanged ? { documento: input.ci! } : {}),
    ruc: customer.documentType === 'ruc' ? null : input.ruc,
    documento_extranjero: customer.documentType === 'doc_extranjero' ? null : input.documentoExtranjero,
    estado_civil: input.estadoCivil,
    sexo: input.sexo,
    celular1: input.celular1,
    celular2: input.celular2,
    telefono_fijo: input.telefonoFijo,
    email: input.email,
    ...(emailChanged ? { email_valido: false } : {}),
  });
}

export async function saveSettings(app: FastifyInstance, codigo: number, estado: 'A' | 'D', metodo: string): Promise<void> {
  await repo.updateCustomer(app.db, codigo, { cnoti_estado: estado, cnoti_metodo: metodo.toLowerCase() === 'sms' ? 'sms' : 'email' });
}

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

/**
 * Removes one of the customer's mobile numbers; the second moves up when the first goes. The only number left
 * cannot be removed (answered with error number 2292, spec 002 §8).
 */
export async function deletePhone(app: FastifyInstance, codigo: number, numero: string): Promise<'deleted' | 'last' | 'unknown'> {
  const customer = await repo.findByCodigo(app.db, codigo);
  if (!customer) throw customerNotFound();
  const target = digits(numero);
  const phones = [customer.celular1, customer.celular2].filter((p): p is string => Boolean(p));
  if (!target || !phones.some((p) => digits(p) === target)) return 'unknown';
  if (phones.length < 2) return 'last';
  const rest = phones.filter((p) => digits(p) !== target);
  await repo.updateCustomer(app.db, codigo, { celular1: rest[0] ?? null, celular2: rest[1] ?? null });
  return 'deleted';
}

/** Stores an uploaded picture as the customer's profile picture (replacing the previous one). */
export async function saveProfilePicture(app: FastifyInstance, codigo: number, data: Buffer): Promise<string> {
  if (!data.length) throw badRequest(PICTURE_MESSAGES.missing, 'file');
  if (data.length > PICTURE_MAX_BYTES) throw new AppError(413, 'PICTURE_TOO_LARGE', PICTURE_MESSAGES.tooLarge, 'file');
  const kind = SIGNATURES.find((s) => s.test(data));
  if (!kind || !isIntact(data, kind.mime)) throw new AppError(415, 'NOT_AN_IMAGE', PICTURE_MESSAGES.notImage, 'file');
  const nombre = `${codigo}-${randomBytes(12).toString('hex')}.${kind.ext}`;
  await inTransaction(app, async (trx) => {
    await repo.replaceProfilePicture(trx, codigo, { nombre, mime: kind.mime, datos: data });
    await repo.updateCustomer(trx, codigo, { imagen_perfil: nombre });
  });
  return nombre;
}

/** The customer's own picture by name; another customer's does not exist for them. */
export async function readProfilePicture(app: FastifyInstance, codigo: number, nombre: string) {
  return repo.profilePicture(app.db, codigo, nombre);
}

/**
 * Deletes the account (spec 001 §4): the sessions end, the e-mail is freed (it can register again), contact
 * data, picture, addresses, cards and social links are removed; names, document and orders stay for the tax
 * records (kept 5 years). The record is marked deleted.
 */
export async function deleteAccount(app: FastifyInstance, codigo: number): Promise<void> {
  await inTransaction(app, async (trx) => {
    await repo.updateCustomer(trx, codigo, {
      email: `eliminado-${codigo}-${randomBytes(6).toString('hex')}@cuenta-eliminada.invalid`,
      password_hash: null,
      celular1: null,
      celular2: null,
      telefono_fijo: null,
      imagen_perfil: null,
      google_id: null,
      facebook_id: null,
      email_valido: false,
      eliminado_at: new Date(),
    });
    await repo.removeProfilePictures(trx, codigo);
    // addresses (kept inactive for past orders), saved cards, one-time links and sessions: each by the module that keeps them
    await app.accountRemoval.run(trx, codigo);
  });
}
