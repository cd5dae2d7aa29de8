import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../../http/app-error.js';
import { findByEmail } from '../customers/customers.repository.js';

const SandboxNotificationSchema = v.object({
  email: v.pipe(v.string('Correo es requerido'), v.trim(), v.email('Correo debe tener el formato correcto.')),
  titulo: v.pipe(v.string('Título es requerido'), v.trim(), v.nonEmpty('Título es requerido'), v.maxLength(200)),
  descripcion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  enlace: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  btnName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  popup: v.optional(v.union([v.boolean(), v.pipe(v.string(), v.transform((s) => s === 'on' || s === 'true' || s === '1'))]), false),
});
type Input = v.InferOutput<typeof SandboxNotificationSchema>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (body: string) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sandbox · Notificaciones</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0 .2rem}input,textarea{width:100%;padding:.4rem}button{margin-top:1rem;padding:.5rem 1rem}.ok{color:#17603a}.err{color:#a11}</style></head>
<body><h1>Enviar una notificación</h1>${body}
<form method="post" action="/sandbox/notificaciones">
<label for="email">Correo del cliente</label><input id="email" name="email" type="email" required>
<label for="titulo">Título</label><input id="titulo" name="titulo" required>
<label for="descripcion">Descripción</label><textarea id="descripcion" name="descripcion" rows="3"></textarea>
<label for="enlace">Enlace (opcional)</label><input id="enlace" name="enlace" placeholder="/mis-pedidos">
<label for="btnName">Texto del botón (opcional)</label><input id="btnName" name="btnName">
<label><input type="checkbox" name="popup" style="width:auto"> Mostrar también como ventana emergente</label>
<button type="submit">Enviar</button></form></body></html>`;

async function create(app: FastifyInstance, input: Input) {
  const customer = await findByEmail(app.db, input.email);
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

/** Sandbox console action: an operator (or an e2e test) sends a notification to a customer. */
export default async function sandboxNotificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/sandbox/notificaciones',
    { schema: { tags: ['sandbox'], summary: 'Crear una notificación para un cliente (solo SANDBOX)', body: SandboxNotificationSchema } },
    async (request) => ({ ok: true, result: await create(app, request.body as Input) }),
  );

  app.get('/sandbox/notificaciones', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page('')));

  app.post('/sandbox/notificaciones', async (request, reply) => {
    const parsed = v.safeParse(SandboxNotificationSchema, request.body ?? {});
    reply.type('text/html; charset=utf-8');
    if (!parsed.success) return reply.status(400).send(page(`<p class="err">${escape(parsed.issues[0].message)}</p>`));
    try {
      const n = await create(app, parsed.output);
      return reply.send(page(`<p class="ok">Notificación ${n.noclCodigo} enviada a ${escape(parsed.output.email)}.</p>`));
    } catch (error) {
      return reply.status(404).send(page(`<p class="err">${escape((error as Error).message)}</p>`));
    }
  });
}
