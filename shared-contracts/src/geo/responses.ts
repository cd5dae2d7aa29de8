import * as v from 'valibot';
import { BranchSchema } from './entities';

/** `GET /sucursales` (optionally `?ciudad=`) and `GET /sucursales/favoritas`. */
export const BranchesResponseSchema = v.object({ ok: v.literal(true), results: v.array(BranchSchema) });
export type BranchesResponse = v.InferOutput<typeof BranchesResponseSchema>;

/**
 * `GET /ubicaciones/cercana?lat&lng`: the browser's position read as a place (the nearest city and its department)
 * and named by its plus code (`plusCode`, see geo/plus-code.ts), computed offline.
 */
export const NearestPlaceResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({
    codigo: v.number(),
    ciudad: v.string(),
    departamento: v.nullable(v.string()),
    nombre: v.string(),
    plusCode: v.nullable(v.object({ global: v.string(), compuesto: v.nullable(v.string()) })),
  }),
});
