import * as v from 'valibot';

/** Texts of the address screens (spec 001 §2, §5, §8), verbatim. */
export const ADDRESS_MESSAGES = {
  locationRequired: 'Debe de seleccionar la ubicación',
  noDelivery: 'Los sentimos no tenemos disponible delivery en dicha zona',
  maxChars: (max: number) => `Maximo de caracteres permitidos ${max}`,
  required: 'Campo obligatorio',
  deleted: 'Direccion eliminada!',
  defaultUpdated: 'La direccion por defecto actualizada.',
  updated: 'Direccion actualizada!',
  added: 'Direccion agregrada!',
  addLocationWarning: 'Se debe de agregar la ubicación para mejor experiencia de compra.',
  generic: 'Ops... Vaya algo no salio bien!',
} as const;

/** Shape of the address on its block (forma). */
export const ADDRESS_SHAPES = [
  { codigo: 'ESQU', descripcion: 'Esquina' },
  { codigo: 'ENTR', descripcion: 'Entre' },
  { codigo: 'CASI', descripcion: 'Casi' },
] as const;
export type AddressShape = (typeof ADDRESS_SHAPES)[number]['codigo'];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, ADDRESS_MESSAGES.maxChars(max)));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(text(max), v.transform((s) => (s === '' ? null : s)))), null);
const required = (max: number) => v.pipe(text(max), v.minLength(1, ADDRESS_MESSAGES.required));
const coordinate = (min: number, max: number) =>
  v.pipe(v.number(ADDRESS_MESSAGES.locationRequired), v.minValue(min, ADDRESS_MESSAGES.locationRequired), v.maxValue(max, ADDRESS_MESSAGES.locationRequired));
const code = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
]);

/**
 * `POST /direcciones`, `PUT /direcciones/{codigo}` (spec 001 §5 Address): limits, lateral rules and the map point.
 * `ubicacionCodigo` is the barrio (the form requires it; older callers may send a city or none).
 */
export const AddressInputSchema = v.pipe(
  v.object({
    nombre: required(30),
    calle: required(30),
    numero: optionalText(20),
    forma: v.optional(v.nullable(v.union([v.picklist(['ESQU', 'ENTR', 'CASI']), v.pipe(v.literal(''), v.transform(() => null))])), null),
    lateral1: optionalText(30),
    lateral2: optionalText(30),
    edificio: optionalText(25),
    piso: optionalText(25),
    observaciones: optionalText(250),
    ubicacionCodigo: v.optional(v.nullable(code), null),
    default: v.optional(v.picklist(['S', 'N']), 'N'),
    latitud: v.optional(v.nullable(coordinate(-90, 90)), null),
    longitud: v.optional(v.nullable(coordinate(-180, 180)), null),
  }),
  v.forward(
    v.check((a) => a.latitud !== null && a.longitud !== null, ADDRESS_MESSAGES.locationRequired),
    ['latitud'],
  ),
  v.forward(
    v.check((a) => !a.forma || Boolean(a.lateral1), ADDRESS_MESSAGES.required),
    ['lateral1'],
  ),
  v.forward(
    v.check((a) => a.forma !== 'ENTR' || Boolean(a.lateral2), ADDRESS_MESSAGES.required),
    ['lateral2'],
  ),
);
export type AddressInput = v.InferInput<typeof AddressInputSchema>;

/** The form's values: the three pickers are required; the number counts as 0 when it is not one. */
export const AddressFormSchema = v.pipe(
  v.object({
  nombre: required(30),
  calle: required(30),
  numero: v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? '' : String(Number.parseInt(s, 10) || 0))),
  ),
  forma: v.picklist(['', 'ESQU', 'ENTR', 'CASI']),
  lateral1: text(30),
  lateral2: text(30),
  edificio: text(25),
  piso: text(25),
  observaciones: text(250),
  departamento: v.pipe(v.string(), v.minLength(1, ADDRESS_MESSAGES.required)),
  ciudad: v.pipe(v.string(), v.minLength(1, ADDRESS_MESSAGES.required)),
  barrio: v.pipe(v.string(), v.minLength(1, ADDRESS_MESSAGES.required)),
  default: v.boolean(),
  }),
  v.forward(
    v.check((a) => !a.forma || a.lateral1.length > 0, ADDRESS_MESSAGES.required),
    ['lateral1'],
  ),
  v.forward(
    v.check((a) => a.forma !== 'ENTR' || a.lateral2.length > 0, ADDRESS_MESSAGES.required),
    ['lateral2'],
  ),
);
export type AddressFormValues = v.InferInput<typeof AddressFormSchema>;
