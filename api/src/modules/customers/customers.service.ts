import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CustomerAccounts } from '../auth/auth.ports.js';
import { AddressService } from '../addresses/addresses.service.js';
import { GuardianService } from '../guardians/guardians.service.js';
import { type CustomerView, toCustomerView } from './customer.mapper.js';
import { customerNotFound } from './customers.errors.js';
import * as repo from './customers.repository.js';
import type { CustomerRecord } from './customers.repository.js';

export type { CustomerRecord };
type Db = Kysely<Database> | Transaction<Database>;

export async function getCustomerView(app: FastifyInstance, codigo: number): Promise<CustomerView> {
  const customer = await repo.findByCodigo(app.db, codigo);
  if (!customer) throw customerNotFound();
  const [esContador, blupyPrueba, recatastrarTarjetas] = await Promise.all([
    repo.isAccountant(app.db, codigo),
    repo.blupyInTest(app.db),
    repo.mustReRegisterCards(app.db, codigo),
  ]);
  return toCustomerView(customer, { esContador, blupyPrueba, recatastrarTarjetas });
}

/** `GET /clientes`: the customer with the lists the account pages read from it (spec 001 §3, §7). */
export async function getCustomerWithLists(app: FastifyInstance, codigo: number) {
  const [customer, direcciones, encargados, tarjetas] = await Promise.all([
    getCustomerView(app, codigo),
    new AddressService(app.db).list(codigo),
    new GuardianService(app).list(codigo),
    app.payments.cards.list(codigo),
  ]);
  return { ...customer, direcciones, encargados, tarjetas };
}

export async function acceptTerms(app: FastifyInstance, codigo: number): Promise<void> {
  await repo.updateCustomer(app.db, codigo, { terminos_estado: '1' });
}

// ---- what other modules read and change of a customer (they never reach the repository)

export const customerByCodigo = (db: Db, codigo: number): Promise<CustomerRecord | undefined> => repo.findByCodigo(db, codigo);

/** E-mails are compared ignoring case. */
export const customerByEmail = (db: Db, email: string): Promise<CustomerRecord | undefined> => repo.findByEmail(db, email);

export const customerBySocialId = (db: Db, provider: 'google' | 'facebook', id: string): Promise<CustomerRecord | undefined> =>
  repo.findBySocialId(db, provider, id);

export const customerByDocument = (db: Db, documentType: 'ci' | 'ruc' | 'doc_extranjero', documento: string): Promise<CustomerRecord | undefined> =>
  repo.findByDocument(db, documentType, documento);

/** Whether an account other than the one holding `documento` (and not `exceptCodigo`) has this mobile number, given as digits. */
export const phoneUsedByOther = (db: Db, digits: string, documento: string, exceptCodigo?: number): Promise<boolean> =>
  repo.phoneUsedByOther(db, digits, documento, exceptCodigo);

export const setPasswordHash = (db: Db, codigo: number, passwordHash: string): Promise<void> => repo.updateCustomer(db, codigo, { password_hash: passwordHash });

export const markEmailValid = (db: Db, codigo: number): Promise<void> => repo.updateCustomer(db, codigo, { email_valido: true });

/** Links a social profile to the customer of the e-mail, unless they already have one of that provider. */
export async function linkSocialProfile(db: Db, email: string, provider: 'google' | 'facebook', id: string): Promise<void> {
  await repo.linkSocialId(db, email, provider, id);
}

/** The data a completed verification saves (names, birth date, nationality, RUC, mobile, e-mail). */
export type VerifiedData = Pick<
  Updateable<Database['customers']>,
  'nombres' | 'apellidos' | 'razon_social' | 'fecha_nacimiento' | 'nacionalidad' | 'ruc' | 'celular1' | 'email'
>;

/** Saves the verified data: the e-mail is then valid and the customer verified. */
export const saveVerifiedData = (db: Db, codigo: number, data: VerifiedData): Promise<void> =>
  repo.updateCustomer(db, codigo, { ...data, email_valido: true, verificado: true });

/** What the auth module reads of customers: the credentials behind an e-mail and the session's customer view. */
export function customerAccounts(app: FastifyInstance): CustomerAccounts {
  return {
    credentialsOf: (email) => repo.findByEmail(app.db, email),
    view: (codigo) => getCustomerView(app, codigo),
  };
}
