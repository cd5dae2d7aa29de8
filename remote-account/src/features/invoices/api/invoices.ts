import { call, getJson } from '@botica/platform/http/client';
import {
  AccountantClientsResponseSchema,
  AccountantResponseSchema,
  InvoiceFilesResponseSchema,
  InvoiceListResponseSchema,
  SifenEmailResponseSchema,
  type AccountantForm,
} from '@botica/shared-contracts/invoices/invoices';
import * as v from 'valibot';
import { api } from '../../../app/api-client';

const range = (desde: string, hasta: string, cliente: number | null) => {
  const q = new URLSearchParams({ desde, hasta });
  if (cliente !== null) q.set('activeCliente', String(cliente));
  return q;
};

/** `GET /ventas?desde&hasta&activeCliente`. */
export const fetchInvoices = (desde: string, hasta: string, cliente: number | null) =>
  getJson(api, `ventas?${range(desde, hasta, cliente)}`, InvoiceListResponseSchema).then((r) => r.results);

/** `GET /ventas/{id}/archivos`: PDF and XML, base64. */
export const fetchInvoiceFiles = (id: number) => getJson(api, `ventas/${id}/archivos`, InvoiceFilesResponseSchema).then((r) => r.results);

/** `GET /ventas/porCliente/{clientId}/archivos`: the zip of the range. */
export const fetchInvoicesZip = (clientId: number, desde: string, hasta: string) =>
  call(() => api.get(`ventas/porCliente/${clientId}/archivos?${range(desde, hasta, clientId)}`).blob());

const Ok = v.object({ ok: v.literal(true), message: v.optional(v.string()) });
const Person = v.object({ ok: v.literal(true), result: v.object({ nombres: v.string(), apellidos: v.string(), correo: v.string(), celular: v.nullable(v.string()) }) });

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

export const fetchAccountant = () => getJson(api, 'sifen/ver-contador', AccountantResponseSchema).then((r) => r.result);
export const fetchMyClients = () => getJson(api, 'sifen/verificar-contador', AccountantClientsResponseSchema).then((r) => r.result);
export const lookupPerson = (documento: string) => getJson(api, `sifen/persona/${encodeURIComponent(documento)}`, Person).then((r) => r.result);

/** `POST /sifen/agregar-contador` or `PATCH /sifen/actualizar-contador/{codigo}` (form data). */
export const saveAccountant = (values: AccountantForm, codigo: number | null) =>
  call(async () =>
    v.parse(AccountantResponseSchema, await (codigo === null ? api.post('sifen/agregar-contador', form(values)) : api.patch(`sifen/actualizar-contador/${codigo}`, form(values))).json()),
  );

/** `POST /sifen/eliminar-contador` (form data CLCO_CODIGO). */
export const deleteAccountant = (codigo: number) =>
  call(async () => v.parse(Ok, await api.post('sifen/eliminar-contador', form({ CLCO_CODIGO: String(codigo) })).json()));

export const fetchSifenEmail = () => getJson(api, 'sifen/correo-sifen', SifenEmailResponseSchema).then((r) => r.result);

/** `POST /sifen/agregar-correo-sifen` or `PATCH /sifen/actualizar-correo-sifen/{codigoPersona}` (form data). */
export const saveSifenEmail = (correoSifen: string, codigoPersona: number, exists: boolean) =>
  call(async () => {
    const body = form({ correoSifen, codigoPersona: String(codigoPersona) });
    return v.parse(SifenEmailResponseSchema, await (exists ? api.patch(`sifen/actualizar-correo-sifen/${codigoPersona}`, body) : api.post('sifen/agregar-correo-sifen', body)).json());
  });
