import * as v from 'valibot';

export const CustomerSchema = v.object({
  clieCodigo: v.number(),
  tipo: v.picklist(['persona', 'empresa']),
  tipoPersona: v.picklist(['F', 'J']),
  email: v.string(),
  primerNombre: v.string(),
  primerApellido: v.string(),
  nombreCompleto: v.string(),
  documento: v.nullish(v.string()),
  documentType: v.nullish(v.string()),
  celular1: v.nullish(v.string()),
  celular2: v.nullish(v.string()),
  terminoYcondicionesEstado: v.picklist(['0', '1']),
  esTester: v.boolean(),
  esFuncionario: v.boolean(),
  esContador: v.optional(v.boolean()),
  verificado: v.boolean(),
  /** 'S' once the e-mail was confirmed; 'N' or null asks the customer to verify it (spec 001 §2). */
  emailValido: v.optional(v.nullable(v.string())),
  bloqueadoPagoOnline: v.picklist(['S', 'N']),
  dataBlupy: v.optional(v.array(v.unknown())),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** `GET /clientes` answer. */
export const CustomerResponseSchema = v.object({ ok: v.boolean(), result: CustomerSchema });

/**
 * `GET /customers/sesion` answer, the page's session probe: always 200. A visitor is
 * `{ authenticated: false, clieCodigo: null, result: null }`; a logged-in customer carries the data of `GET /clientes`.
 */
export const SessionStateResponseSchema = v.variant('authenticated', [
  v.object({ ok: v.literal(true), authenticated: v.literal(true), clieCodigo: v.number(), result: CustomerSchema }),
  v.object({ ok: v.literal(true), authenticated: v.literal(false), clieCodigo: v.null(), result: v.null() }),
]);
export type SessionStateResponse = v.InferOutput<typeof SessionStateResponseSchema>;
