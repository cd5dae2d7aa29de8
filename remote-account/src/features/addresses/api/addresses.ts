import * as v from 'valibot';
import { getJson, sendJson } from '@botica/platform/http/client';
import type { AddressInput } from '@botica/shared-contracts/account/addresses';
import { AddressesResponseSchema, AddressResponseSchema, LocationsResponseSchema, MessageResponseSchema } from '@botica/shared-contracts/checkout/responses';
import { api } from '../../../app/api-client';

/** The customer's addresses (spec 001 §7 Addresses): one call per function. */
export const fetchAddresses = () => getJson(api, 'direcciones', AddressesResponseSchema).then((r) => r.results);
export const fetchAddress = (codigo: number) => getJson(api, `direcciones/${codigo}`, AddressResponseSchema).then((r) => r.result);
export const createAddress = (body: AddressInput) => sendJson(api, 'post', 'direcciones', body, AddressResponseSchema);
export const updateAddress = (codigo: number, body: AddressInput) => sendJson(api, 'put', `direcciones/${codigo}`, body, AddressResponseSchema);
export const makeDefaultAddress = (codigo: number) => sendJson(api, 'put', `direcciones/${codigo}/default`, undefined, AddressResponseSchema);
export const deleteAddress = (codigo: number) => sendJson(api, 'delete', `direcciones/${codigo}`, undefined, MessageResponseSchema);

/** Departments (no parent) or a location's children: cities of a department, barrios of a city. */
export const fetchLocations = (parent: number | null) =>
  getJson(api, parent === null ? 'ubicaciones' : `ubicaciones/${parent}/hijos`, LocationsResponseSchema).then((r) => r.results);
export type LocationOption = v.InferOutput<typeof LocationsResponseSchema>['results'][number];
