import * as v from 'valibot';

export const LocationSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  tipo: v.string(),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const BranchScheduleSchema = v.object({
  dia: v.number(),
  horaInicioMostrador: v.nullish(v.string()),
  horaFinMostrador: v.nullish(v.string()),
  horaInicioDelivery: v.nullish(v.string()),
  horaFinDelivery: v.nullish(v.string()),
});

export const BranchSchema = v.object({
  codigo: v.number(),
  numero: v.number(),
  descripcion: v.string(),
  direccion: v.string(),
  latitud: v.number(),
  longitud: v.number(),
  horarios: v.array(BranchScheduleSchema),
  ciudad: v.string(),
  departamento: v.string(),
  ciudadCodigo: v.number(),
  departamentoCodigo: v.number(),
  telefono: v.nullish(v.string()),
  sucursalDelivery: v.optional(v.object({ parametros: v.object({ entregaProgramada: v.string() }) })),
  DISTANCIA_KM: v.optional(v.number()),
});
export type Branch = v.InferOutput<typeof BranchSchema>;

export const AddressSchema = v.object({
  codigo: v.number(),
  nombre: v.string(),
  calle: v.string(),
  numero: v.nullish(v.string()),
  forma: v.nullish(v.string()),
  lateral1: v.nullish(v.string()),
  lateral2: v.nullish(v.string()),
  edificio: v.nullish(v.string()),
  piso: v.nullish(v.string()),
  observaciones: v.nullish(v.string()),
  default: v.picklist(['S', 'N']),
  ubicacion: v.nullish(
    v.object({ barrio: v.nullish(LocationSchema), ciudad: v.nullish(LocationSchema), departamento: v.nullish(LocationSchema) }),
  ),
  latitud: v.nullish(v.number()),
  longitud: v.nullish(v.number()),
  sucursal: v.nullish(v.number()),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export {
  type BranchStatus,
  type BranchStatusKind,
  branchOpenStatus,
  filterBranches,
  isBranchOpen,
  isBranchSearch,
  MIN_SEARCH_LENGTH,
  scheduleLines,
  WARNING_MINUTES,
} from './branch-rules';
