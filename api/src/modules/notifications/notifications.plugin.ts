import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../sandbox/sandbox.types.js';
import { attachNotificationHandlers } from './notifications.socket.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';
import sandboxNotificationRoutes from './notifications.sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `notifications.createForCustomer(codigo, {...})` stores a notification and delivers it live. */
    notifications: NotificationsService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const service = createNotificationsService(app);
    app.decorate('notifications', service);
    attachNotificationHandlers(app, service);
    if (app.sandbox.enabled) await app.register(sandboxNotificationRoutes);
  },
  { name: 'notifications', dependencies: ['socket', 'sandbox'] },
);
