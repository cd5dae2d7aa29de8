import type { FastifyInstance } from 'fastify';
import { type CustomerView, toCustomerView } from './customer.mapper.js';
import { customerNotFound } from './customers.errors.js';
import * as repo from './customers.repository.js';

export async function getCustomerView(app: FastifyInstance, codigo: number): Promise<CustomerView> {
  const customer = await repo.findByCodigo(app.db, codigo);
  if (!customer) throw customerNotFound();
  return toCustomerView(customer, { esContador: await repo.isAccountant(app.db, codigo) });
}

export async function acceptTerms(app: FastifyInstance, codigo: number): Promise<void> {
  await repo.updateCustomer(app.db, codigo, { terminos_estado: '1' });
}
