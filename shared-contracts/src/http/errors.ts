/**
 * One item of an error answer (`errors[]`, spec 000 §7). Its valibot schema is in ./error-body, with the HTTP
 * client that parses answers: this module is shared by every app at boot and stays free of the validation library.
 */
export interface ApiErrorItem {
  msg: string;
  param?: string;
  code?: string;
  /** The offending value of `param` (a cart line's product code, for instance). */
  value?: string | number;
  /** The same text as `msg`, under the name `PUT /clientes/actualizar` is read by (spec 001 §7: errors[0].error). */
  error?: string;
}

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
