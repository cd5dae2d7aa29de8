import * as v from 'valibot';

const code = (msg: string) => v.pipe(v.string(msg), v.regex(/^\d{1,9}$/, msg), v.transform(Number));

export const LocationParamsSchema = v.object({ id: code('El código de ubicación debe ser numérico.') });
const coordinate = (min: number, max: number, msg: string) =>
  v.pipe(v.string(msg), v.regex(/^-?\d{1,3}(\.\d{1,12})?$/, msg), v.transform(Number), v.minValue(min, msg), v.maxValue(max, msg));
export const NearestPlaceQuerySchema = v.object({
  lat: coordinate(-90, 90, 'La latitud no es válida.'),
  lng: coordinate(-180, 180, 'La longitud no es válida.'),
});
export const BranchQuerySchema = v.object({ ciudad: v.optional(code('El código de ciudad debe ser numérico.')) });
