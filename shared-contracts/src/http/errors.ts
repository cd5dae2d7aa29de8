import * as v from 'valibot';

export const ApiErrorItemSchema = v.object({
  msg: v.string(),
  param: v.optional(v.string()),
  code: v.optional(v.string()),
});
export const ApiErrorBodySchema = v.object({ errors: v.array(ApiErrorItemSchema) });
export type ApiErrorItem = v.InferOutput<typeof ApiErrorItemSchema>;
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const GENERIC_ERROR = 'Ops... Vaya algo no salio bien!';

/** What every failed call turns into: the status and the spec's `errors[0]` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors[0]?.msg ?? GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length ? errors : [{ msg: GENERIC_ERROR }];
  }
  /** The server's message for a named field, for forms. */
  fieldError(param: string): string | undefined {
    return this.errors.find((e) => e.param === param)?.msg;
  }
}
