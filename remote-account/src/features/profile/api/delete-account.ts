import { sendJson } from '@botica/platform/http/client';
import { OkMessageSchema } from '@botica/shared-contracts/account/responses';
import { api } from '../../../app/api-client';

/** `PUT /clientes/delete` with the session customer's codigo. */
export const deleteAccount = (codigo: number) => sendJson(api, 'put', 'clientes/delete', { codigo }, OkMessageSchema);
