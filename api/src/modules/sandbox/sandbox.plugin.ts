import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';
import * as v from 'valibot';
import { storedMessages } from '../outbox/outbox.service.js';
import { consoleGuard } from './sandbox.access.js';
import { escapeHtml } from './sandbox.html.js';
import { consolePage } from './sandbox.page.js';
import type { SandboxSection } from './sandbox.types.js';

const OutboxQuerySchema = v.object({
  destino: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'El destinatario es demasiado largo.'))),
  limite: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'El límite debe ser un número entre 1 y 500.'), v.transform(Number), v.minValue(1, 'El límite debe ser un número entre 1 y 500.'), v.maxValue(500, 'El límite debe ser un número entre 1 y 500.')),
    '50',
  ),
});

/**
 * The sandbox console: `GET /sandbox` (HTML) and `GET /api/sandbox/outbox` (JSON for tests), only with SANDBOX on,
 * and then only for loopback or the operator password (see sandbox.access.ts).
 * `app.sandbox` is always decorated so modules can register their blocks either way.
 */
export default fp(
  async (app: FastifyInstance) => {
    const sections: SandboxSection[] = [];
    const enabled = app.config.SANDBOX;
    app.decorate('sandbox', {
      enabled,
      addSection(section: SandboxSection) {
        if (sections.some((s) => s.id === section.id)) throw new Error(`sandbox section ${section.id} registered twice`);
        sections.push(section);
      },
      sections: () => [...sections].sort((a, b) => (a.orden ?? 100) - (b.orden ?? 100)),
    });
    if (!enabled) return;
    app.addHook('onRequest', consoleGuard(app.config.SANDBOX_PASSWORD));
    const routes = app.withTypeProvider<ValibotTypeProvider>();

    routes.get(
      '/api/sandbox/outbox',
      { schema: { tags: ['sandbox'], summary: 'Mensajes de la bandeja de salida (más nuevos primero)', querystring: OutboxQuerySchema } },
      async (req) => ({ ok: true, results: await storedMessages(app.db, { destino: req.query.destino || undefined, limit: req.query.limite }) }),
    );

    routes.get('/sandbox', { schema: { hide: true, querystring: OutboxQuerySchema } }, async (req, reply) => {
      const destino = req.query.destino ?? '';
      const entries = await storedMessages(app.db, { destino: destino || undefined, limit: 100 });
      const extra = await Promise.all(
        app.sandbox.sections().map(async (s) => {
          try {
            return { id: s.id, titulo: s.titulo, html: await s.render(req) };
          } catch (err) {
            req.log.error({ err, section: s.id }, 'sandbox section failed');
            return { id: s.id, titulo: s.titulo, html: `<p>${escapeHtml('No se pudo mostrar esta sección.')}</p>` };
          }
        }),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
        .send(consolePage(entries, destino, extra));
    });
  },
  { name: 'sandbox', dependencies: ['database'] },
);
