import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import * as v from 'valibot';
import type { SocketData } from '../../plugins/socket.js';
import { READ, UNREAD } from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Delete = v.object({ noclCodigo: Id });
const Personal = v.object({ noclCodigo: Id, activo: v.boolean() });
const Filter = v.object({ estado: v.optional(v.string(), '') });
const MarkOne = v.object({ nowaCodigo: Id });

/**
 * The notification events of spec 002 §7. The customer always comes from the socket's session, never from
 * the payload, so a socket can only read or change its own rows.
 */
export function attachNotificationHandlers(app: FastifyInstance, service: NotificationsService) {
  app.io.on('connection', async (socket: Socket) => {
    const { customer } = socket.data as SocketData;
    const codigo = customer.codigo;
    const on = <S extends v.GenericSchema>(event: string, schema: S | null, run: (payload: v.InferOutput<S>) => Promise<void>) => {
      socket.on(event, async (payload: unknown) => {
        try {
          const parsed = schema ? v.safeParse(schema, payload) : { success: true as const, output: undefined };
          if (!parsed.success) return;
          // A socket outlives the 30-minute idle session: an expired session may not act any more.
          if (!(await app.sessions.isLive(customer.sessionId))) {
            socket.disconnect(true);
            return;
          }
          await run(parsed.output as v.InferOutput<S>);
        } catch (err) {
          app.log.warn({ err, event }, 'notification event failed');
        }
      });
    };

    on('notificacion-eliminar', Delete, (p) => service.remove(codigo, p.noclCodigo));
    on('mensaje-personal', Personal, (p) => service.setActive(codigo, p.noclCodigo, p.activo));
    on('estado-notificacion', Filter, async (p) => {
      const estado = p.estado === READ || p.estado === UNREAD ? p.estado : undefined;
      socket.emit('lista-notificaciones', await service.list(codigo, estado));
    });
    on('estado-notificacion-actualizar', MarkOne, (p) => service.markRead(codigo, p.nowaCodigo));
    on('estado-notificacion-actualizar-todos', null, () => service.markRead(codigo));

    try {
      socket.emit('lista-notificaciones', await service.list(codigo));
      socket.emit('popup-notificaciones', await service.popups(codigo));
    } catch (err) {
      app.log.warn({ err }, 'notification list failed');
    }
  });
}
