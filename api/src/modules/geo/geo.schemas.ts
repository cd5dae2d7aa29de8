import * as v from 'valibot';

const code = (msg: string) => v.pipe(v.string(msg), v.regex(/^\d{1,9}$/, msg), v.transform(Number));

export const LocationParamsSchema = v.object({ id: code('El código de ubicación debe ser numérico.') });
export const BranchQuerySchema = v.object({ ciudad: v.optional(code('El código de ciudad debe ser numérico.')) });
