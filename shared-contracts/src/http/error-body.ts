import * as v from 'valibot';
import type { ApiErrorItem } from './errors';

/** The body of every error answer: `{ errors: [{ msg, param?, code? }] }` (spec 000 §7). */
export const ApiErrorItemSchema = v.object({
  msg: v.string(),
  param: v.optional(v.string()),
  code: v.optional(v.string()),
  value: v.optional(v.union([v.string(), v.number()])),
  error: v.optional(v.string()),
}) satisfies v.GenericSchema<unknown, ApiErrorItem>;
export const ApiErrorBodySchema = v.object({ errors: v.array(ApiErrorItemSchema) });
