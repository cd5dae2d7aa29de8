import type { FastifyInstance } from 'fastify';
import { issueMessage } from '../../http/valibot.js';
import * as v from 'valibot';
import { notFound } from '../../http/app-error.js';
import { customerByEmail } from '../customers/customers.service.js';
import { escapeHtml } from '../sandbox/sandbox.html.js';
import { latestNotifications } from './notifications.repository.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const SandboxNotificationSchema = v.object({
  email: v.pipe(v.string('Correo es requerido'), v.trim(), v.email('Correo debe tener el formato correcto.')),
  titulo: v.pipe(v.string('Título es requerido'), v.trim(), v.nonEmpty('Título es requerido'), v.maxLength(200, 'El título es demasiado largo.')),
  descripcion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'La descripción es demasiado larga.')), ''),
  enlace: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'El enlace es demasiado largo.')), ''),
  btnName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'El texto del botón es demasiado largo.')), ''),
  popup: v.optional(v.union([v.boolean(), v.pipe(v.string(), v.transform((s) => s === 'on' || s === 'true' || s === '1'))]), false),
});
type Input = v.InferOutput<typeof SandboxNotificationSchema>;

const FORM = `<form method="post" action="/sandbox/notificaciones" class="filtro">
<p><label>Correo del cliente <input name="email" type="email" required placeholder="cliente@farmacia.test"></label>
<label>Título <input name="titulo" required></label></p>
<p><label>Descripción <input name="descripcion" size="50"></label>
<label>Enlace <input name="enlace" placeholder="/mis-pedidos"></label>
<label>Botón <input name="btnName" placeholder="Ver"></label>
<label><input type="checkbox" name="popup"> ventana emergente</label>
<button type="submit">Enviar notificación</button></p></form>`;

const errorPage = (msg: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sandbox · Notificaciones</title></head><body><p>${escapeHtml(msg)}</p><p><a href="/sandbox">Volver a la consola</a></p></body></html>`;

async function create(app: FastifyInstance, input: Input) {
  const customer = await customerByEmail(app.db, input.email);
  if (!customer) throw notFound('No existe un cliente con ese correo.');
  return app.notifications.createForCustomer(customer.codigo, {
    titulo: input.titulo,
    descripcion: input.descripcion || null,
    enlace: input.enlace || null,
    btnName: input.btnName || (input.enlace ? 'Ver' : null),
    popup: input.popup,
    repeticion: input.popup ? 1 : null,
  });
}

/** Sandbox console block: an operator (or an e2e test) sends a notification to a customer by e-mail. */
export default async function sandboxNotificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.sandbox.addSection({
    id: 'notificaciones',
    titulo: 'Notificaciones',
    orden: 30,
    async render() {
      const recent = await latestNotifications(app.db, 10);
      const rows = recent
        .map((r) => `<tr><td>${r.nocl_codigo}</td><td>${escapeHtml(r.email)}</td><td>${escapeHtml(r.titulo)}</td><td>${escapeHtml(r.estado)}</td><td>${escapeHtml(new Date(r.created_at).toLocaleString('es-PY'))}</td></tr>`)
        .join('');
      const table = rows
        ? `<table><thead><tr><th>#</th><th>Cliente</th><th>Título</th><th>Estado</th><th>Fecha</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p class="nota">Todavía no se enviaron notificaciones.</p>';
      return `${FORM}${table}`;
    },
  });

  app.post(
    '/api/sandbox/notificaciones',
    { schema: { tags: ['sandbox'], summary: 'Crear una notificación para un cliente (solo SANDBOX)', body: SandboxNotificationSchema } },
    async (request) => ({ ok: true, result: await create(app, request.body) }),
  );

  app.post('/sandbox/notificaciones', { schema: { hide: true } }, async (request, reply) => {
    const parsed = v.safeParse(SandboxNotificationSchema, request.body ?? {});
    if (!parsed.success) return reply.status(400).type('text/html; charset=utf-8').send(errorPage(issueMessage(parsed.issues[0])));
    try {
      await create(app, parsed.output);
    } catch (error) {
      return reply.status(404).type('text/html; charset=utf-8').send(errorPage((error as Error).message));
    }
    return reply.redirect('/sandbox', 303);
  });
}
