import * as v from 'valibot';
import { sendJson } from '@botica/platform/http/client';
import type { AccountUpdatePayload } from '@botica/shared-contracts/account/payloads';
import { CustomerSchema } from '@botica/shared-contracts/customer/entities';
import { api } from '../../../app/api-client';

const UpdatedSchema = v.object({ ok: v.literal(true), message: v.string(), result: CustomerSchema });

/** `PUT /clientes/actualizar`: the customer's own data; answers the customer as saved. */
export const updateAccount = (body: AccountUpdatePayload) => sendJson(api, 'put', 'clientes/actualizar', body, UpdatedSchema);
