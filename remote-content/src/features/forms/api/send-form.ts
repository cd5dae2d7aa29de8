import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { FormOkResponseSchema } from '@botica/shared-contracts/content/forms';
import * as v from 'valibot';
import { api, QUIET } from '../../../app/api-client';

export type FormOk = v.InferOutput<typeof FormOkResponseSchema>;

async function answer(send: () => Promise<unknown>): Promise<FormOk> {
  try {
    return v.parse(FormOkResponseSchema, await send());
  } catch (error) {
    throw (error as { apiError?: ApiError }).apiError ?? (error instanceof ApiError ? error : new ApiError(500, [{ msg: GENERIC_ERROR }]));
  }
}

/** POST of a JSON form (contact). Failures come back as ApiError; the form shows them. */
export const sendJsonForm = (path: string, body: unknown) => answer(() => api.post(path, { json: body, ...QUIET }).json());

/** POST of a multipart form (CV, images). No timeout beyond the client's: uploads of 10 × 5 MB take a while. */
export const sendMultipart = (path: string, body: FormData) =>
  answer(() => api.post(path, { body, ...QUIET, timeout: 120_000 }).json());
