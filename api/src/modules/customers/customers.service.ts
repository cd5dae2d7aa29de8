import type { FastifyInstance } from 'fastify';
import { AddressService } from '../addresses/addresses.service.js';
import { GuardianService } from '../guardians/guardians.service.js';
import { type CustomerView, toCustomerView } from './customer.mapper.js';
import { customerNotFound } from './customers.errors.js';
import * as repo from './customers.repository.js';

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
