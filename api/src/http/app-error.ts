/** A failure with an HTTP status and a Spanish message for the caller (answered as `{ errors: [{ msg }] }`). */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly param?: string;
  readonly extra?: Record<string, unknown>;
  /** The offending value of `param` (e.g. the cart line's product code), so the caller can point at it. */
  readonly value?: string | number;
  constructor(status: number, code: string, msg: string, param?: string, extra?: Record<string, unknown>, value?: string | number) {
    super(msg);
    this.status = status;
    this.code = code;
    this.param = param;
    this.extra = extra;
    this.value = value;
  }
}

export const badRequest = (msg: string, param?: string) => new AppError(400, 'BAD_REQUEST', msg, param);
export const unauthorized = (msg = 'Debe iniciar sesión para continuar.') => new AppError(401, 'UNAUTHORIZED', msg);
export const forbidden = (msg = 'No tiene permiso para realizar esta acción.') => new AppError(403, 'FORBIDDEN', msg);
export const notFound = (msg = 'No se encontró el recurso solicitado.') => new AppError(404, 'NOT_FOUND', msg);
export const conflict = (msg: string, param?: string) => new AppError(409, 'CONFLICT', msg, param);
export const unprocessable = (msg: string, param?: string) => new AppError(422, 'UNPROCESSABLE', msg, param);

/** A multipart body that cannot be read (no boundary, a cut part, a malformed header, too many fields). */
export const malformedMultipart = () => new AppError(400, 'BAD_MULTIPART', 'El formulario enviado no es válido.');
