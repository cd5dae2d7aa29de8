import * as v from 'valibot';
import { BranchSchema } from './entities';

/** `GET /sucursales` (optionally `?ciudad=`) and `GET /sucursales/favoritas`. */
export const BranchesResponseSchema = v.object({ ok: v.literal(true), results: v.array(BranchSchema) });
export type BranchesResponse = v.InferOutput<typeof BranchesResponseSchema>;
