import type { FastifyInstance } from 'fastify';
import { customerRoom } from '../../plugins/socket.js';
import { toNotification } from './notification.mapper.js';
import * as repo from './notifications.repository.js';
import { inTransaction } from '../../db/transaction.js';

export interface NewNotification {
  titulo: string;
  descripcion?: string | null;
  enlace?: string | null;
  btnName?: string | null;
  popup?: boolean;
  /** Pop-up shows once every 24 / repeticion hours. */
  repeticion?: number | null;
  fechaInicio?: Date | null;
  fechaFin?: Date | null;
  imagen?: string | null;
  imagenWeb?: string | null;
  imagenMobile?: string | null;
}

/** Every operation works on the caller's own rows only: `codigo` always comes from the session. */
export function createNotificationsService(app: FastifyInstance) {
  const list = async (codigo: number, estado?: string) => ({
    items: (await repo.listFor(app.db, codigo, estado)).map(toNotification),
    count: await repo.countUnread(app.db, codigo),
  });

  /** Sends the fresh list to every socket of the customer, on every API instance. */
  const broadcast = async (codigo: number) => {
    app.io.to(customerRoom(codigo)).emit('sala', await list(codigo));
  };

  return {
    list,
    broadcast,
    popups: async (codigo: number) => ({ items: (await repo.popupsFor(app.db, codigo, new Date())).map(toNotification) }),

    async remove(codigo: number, noclCodigo: number) {
      if (await repo.deleteOwn(app.db, codigo, noclCodigo)) await broadcast(codigo);
    },
    /** `mensaje-personal`: `activo: false` means the message is no longer new (read); `true` marks it unread. */
    async setActive(codigo: number, noclCodigo: number, activo: boolean) {
      if (await repo.setState(app.db, codigo, noclCodigo, activo ? repo.UNREAD : repo.READ)) await broadcast(codigo);
    },
    async markRead(codigo: number, nowaCodigo?: number) {
      await repo.markRead(app.db, codigo, nowaCodigo);
      await broadcast(codigo);
    },

    /** Stores a notification for one customer and delivers it live (list, and the pop-up when due). */
    async createForCustomer(codigo: number, n: NewNotification) {
      const noclCodigo = await inTransaction(app, async (trx) => {
        const nowa = await repo.insertMessage(trx, {
          titulo: n.titulo,
          descripcion: n.descripcion ?? null,
          enlace: n.enlace ?? null,
          btn_name: n.btnName ?? null,
          popup: n.popup ?? false,
          repeticion: n.repeticion ?? null,
          fecha_inicio: n.fechaInicio ?? null,
          fecha_fin: n.fechaFin ?? null,
          imagen: n.imagen ?? null,
          imagen_web: n.imagenWeb ?? null,
          imagen_mobile: n.imagenMobile ?? null,
        });
        return repo.insertDelivery(trx, nowa, codigo);
      });
      const row = await repo.findOne(app.db, codigo, noclCodigo);
      const created = toNotification(row!);
      await broadcast(codigo);
      const now = Date.now();
      const inRange = (!n.fechaInicio || n.fechaInicio.getTime() <= now) && (!n.fechaFin || n.fechaFin.getTime() >= now);
      if (created.popup && inRange) app.io.to(customerRoom(codigo)).emit('popup-notificaciones', { items: [created] });
      return created;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
