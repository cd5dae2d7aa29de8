import * as v from 'valibot';

export const NotificationSchema = v.object({
  noclCodigo: v.number(),
  noclEstado: v.string(),
  nowaCodigo: v.number(),
  nowaTitulo: v.string(),
  nowaDescripcion: v.nullish(v.string()),
  nowaEnlace: v.nullish(v.string()),
  nowaBtnName: v.nullish(v.string()),
  nowaRepeticion: v.nullish(v.number()),
  nowaFechaInicio: v.nullish(v.string()),
  nowaFechaFin: v.nullish(v.string()),
  fchIns: v.string(),
  notificacionestipo: v.nullish(v.object({ imagen: v.nullish(v.string()) })),
  imagenWeb: v.nullish(v.object({ imagNombre: v.string() })),
  imagenMobile: v.nullish(v.object({ imagNombre: v.string() })),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export interface NotificationServerEvents {
  'lista-notificaciones': (payload: { items: Notification[]; count: number }) => void;
  sala: (payload: { items: Notification[]; count: number }) => void;
  'popup-notificaciones': (payload: { items: Notification[] }) => void;
}
export interface NotificationClientEvents {
  'notificacion-eliminar': (payload: { noclCodigo: number }) => void;
  'mensaje-personal': (payload: { noclCodigo: number; activo: boolean }) => void;
  'estado-notificacion': (payload: { estado: string }) => void;
  'estado-notificacion-actualizar': (payload: { nowaCodigo: number }) => void;
  'estado-notificacion-actualizar-todos': () => void;
}
export const READ_STATE = 'LEIDO';
