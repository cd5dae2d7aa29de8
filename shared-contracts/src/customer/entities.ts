import * as v from 'valibot';
import { SavedCardSchema } from '../account/cards';
import { GuardianSchema } from '../account/guardians';
import { AddressSchema } from '../geo/entities';

/** The notification setting (spec 001 §3): A active or D deactivated; by e-mail or SMS. */
export const CustomerSettingsSchema = v.object({ cnotiEstado: v.picklist(['A', 'D']), cnotiMetodo: v.picklist(['email', 'sms']) });

/** Every customer field crosses the wire with the spec's name (spec 001 §3); `clieCodigo` is the session's name for `codigo`. */
export const CustomerSchema = v.object({
  clieCodigo: v.number(),
  codigo: v.number(),
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
  /** Data confirmed by one-time code (/actualizacion-de-datos). */
  clienteVerificado: v.boolean(),
  nombres: v.string(),
  apellidos: v.string(),
  /** S single, C married, D divorced, V widowed. */
  estadoCivil: v.nullable(v.picklist(['S', 'C', 'D', 'V'])),
  sexo: v.nullable(v.picklist(['M', 'F'])),
  ci: v.nullable(v.string()),
  ruc: v.nullable(v.string()),
  documentoExtranjero: v.nullable(v.string()),
  nacionalidad: v.nullable(v.string()),
  naciDescripcion: v.nullable(v.string()),
  telefonoFijo: v.nullable(v.string()),
  /** URL of the profile picture served by the API, or null. */
  imagenPerfil: v.nullable(v.string()),
  configuraciones: CustomerSettingsSchema,
  /** 'S' once the e-mail was confirmed; 'N' or null asks the customer to verify it (spec 001 §2). */
  emailValido: v.optional(v.nullable(v.string())),
  bloqueadoPagoOnline: v.picklist(['S', 'N']),
  /** The Blupy QR entries; one marked test ('S') hides the Blupy QR from a customer who is not a tester. */
  dataBlupy: v.optional(v.array(v.looseObject({ codigo: v.optional(v.number()), descripcion: v.optional(v.string()), test: v.optional(v.string()) }))),
  /** The shop lists the customer among those who must register their cards again (spec 001 §6). */
  recatastrarTarjetas: v.optional(v.boolean()),
  /** The person record behind the customer; the phone deletion names it (spec 001 §7). */
  personaCodigo: v.optional(v.number()),
  /** Year-month-day, or null until the customer gives it. */
  fechaNacimiento: v.optional(v.nullable(v.string())),
  /** The landline, as `telefono` (the account form reads `telefonoFijo`, the same number). */
  telefono: v.optional(v.nullable(v.string())),
  /** `GET /clientes` embeds these lists (spec 001 §7); the session probe leaves them out to stay small. */
  direcciones: v.optional(v.array(AddressSchema)),
  encargados: v.optional(v.array(GuardianSchema)),
  tarjetas: v.optional(v.array(SavedCardSchema)),
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
