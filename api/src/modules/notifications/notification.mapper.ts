import type { Notification } from '@botica/shared-contracts/notifications/entities';
import type { NotificationRow } from './notifications.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The wire shape of spec 002 §3 (shared-contracts `NotificationSchema`). */
export function toNotification(r: NotificationRow): Notification & { noclActivo: boolean; popup: boolean } {
  return {
    noclCodigo: r.nocl_codigo,
    noclEstado: r.estado,
    noclActivo: r.activo,
    nowaCodigo: r.nowa_codigo,
    nowaTitulo: r.titulo,
    nowaDescripcion: r.descripcion,
    nowaEnlace: r.enlace,
    nowaBtnName: r.btn_name,
    nowaRepeticion: r.repeticion,
    nowaFechaInicio: iso(r.fecha_inicio),
    nowaFechaFin: iso(r.fecha_fin),
    fchIns: iso(r.created_at)!,
    popup: r.popup,
    notificacionestipo: { imagen: r.imagen },
    imagenWeb: r.imagen_web ? { imagNombre: r.imagen_web } : null,
    imagenMobile: r.imagen_mobile ? { imagNombre: r.imagen_mobile } : null,
  };
}
