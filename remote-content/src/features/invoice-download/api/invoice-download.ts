import { call, createApiClient } from '@botica/platform/http/client';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { PublicInvoiceResponseSchema, type PublicInvoiceRequest } from '@botica/shared-contracts/invoices/invoices';
import * as v from 'valibot';

const api = createApiClient();

/** The outcome of `POST /sifen`: the files, or the server's message to show (null: an unexpected failure). */
export type PublicInvoiceOutcome = { ok: true; files: v.InferOutput<typeof PublicInvoiceResponseSchema> } | { ok: false; message: string | null };

/** `POST /sifen` (documento, hash, comprobante, automatico): the public invoice download of spec 002. */
export async function requestInvoice(body: PublicInvoiceRequest): Promise<PublicInvoiceOutcome> {
  try {
    return { ok: true, files: await call(async () => v.parse(PublicInvoiceResponseSchema, await api.post('sifen', { json: body }).json())) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) return { ok: false, message: error.errors[0]?.msg ?? null };
    return { ok: false, message: null };
  }
}
