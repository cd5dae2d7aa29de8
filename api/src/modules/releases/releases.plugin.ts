import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { VERSION_PATTERN } from '@botica/shared-contracts/releases/entities';
import { AppError } from '../../http/app-error.js';
import { allowedOrigins, FOREIGN_ORIGIN_MESSAGE, isForeign } from '../../plugins/same-origin.js';
import { developmentOperator, operatorAccess, operatorName, OPERATOR_PATH } from '../operators/operators.access.js';
import { loginPage, releasesPage } from './releases.page.js';
import { isReleaseApp, ReleaseService } from './releases.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The release registry (decision 082). */
    releases: ReleaseService;
  }
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

type FormBody = Record<string, string | undefined>;

/**
 * The release registry's service on the app, the canary's watch (every CANARY_WATCH_SECONDS, on every replica: a
 * rollback locks the app's channel and checks again), and the operator's page under /operador: a login, then each
 * app's versions with the buttons that do what `npm run promote` and `npm run rollback` do.
 */
export default fp(
  async (app: FastifyInstance) => {
    // before any route reads it: a development run's operator password (npm start)
    await developmentOperator(app);
    const service = new ReleaseService(app, { keep: app.config.RELEASES_KEPT, policy: { minViews: app.config.CANARY_MIN_VIEWS, margin: 0.05, factor: 2 } });
    app.decorate('releases', service);

    if (app.config.CANARY_WATCH_SECONDS > 0) {
      const timer = setInterval(() => {
        void service.watchCanaries().catch((err: unknown) => app.log.warn({ err }, 'vigilancia de canarios'));
      }, app.config.CANARY_WATCH_SECONDS * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    const access = operatorAccess(app);
    const origins = allowedOrigins(app.config);
    const send = (reply: FastifyReply, status: number, html: string) =>
      reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', PAGE_CSP).send(html);
    const sameSite = (request: FastifyRequest) => {
      if (isForeign(request, origins)) throw new AppError(403, 'FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
    };
    const messageOf = (error: unknown) => (error instanceof AppError ? { status: error.status, text: error.message } : null);

    app.get<{ Querystring: { cambio?: string } }>(OPERATOR_PATH, { schema: { hide: true } }, async (req, reply) => {
      const operator = access.fromCookie(req);
      if (!operator) return send(reply, access.configured ? 200 : 403, loginPage({ configured: access.configured }));
      const overview = await service.overview();
      const changed = req.query.cambio && isReleaseApp(req.query.cambio) ? overview.find((a) => a.app === req.query.cambio) : undefined;
      const notice = changed
        ? {
            ok: true,
            text: `Cambio aplicado en ${changed.app}: estable ${changed.estable ?? 'compilación base'}${changed.canario ? `, canario ${changed.canario} al ${changed.porcentaje} %` : ', sin canario'}.`,
          }
        : undefined;
      return send(reply, 200, releasesPage(overview, operator, notice));
    });

    app.get(`${OPERATOR_PATH}/ingresar`, { schema: { hide: true } }, async (_req, reply) => reply.redirect(OPERATOR_PATH, 303));

    app.post<{ Body: FormBody }>(`${OPERATOR_PATH}/ingresar`, { schema: { hide: true } }, async (req, reply) => {
      sameSite(req);
      try {
        const name = await access.login(req, req.body?.nombre, req.body?.contrasena);
        access.startSession(reply, name);
        return reply.redirect(OPERATOR_PATH, 303);
      } catch (error) {
        const known = messageOf(error);
        if (!known) throw error;
        return send(reply, known.status, loginPage({ configured: access.configured, error: known.text, name: operatorName(req.body?.nombre) ?? '' }));
      }
    });

    app.post(`${OPERATOR_PATH}/salir`, { schema: { hide: true } }, async (req, reply) => {
      sameSite(req);
      access.endSession(reply);
      return reply.redirect(OPERATOR_PATH, 303);
    });

    /** A button of the page: the operator's session, then the action, then back to the page (or the page with the refusal). */
    const action = (work: (appName: string, body: FormBody, operator: string) => Promise<unknown>) => async (req: FastifyRequest<{ Params: { app: string }; Body: FormBody }>, reply: FastifyReply) => {
      sameSite(req);
      const operator = access.fromCookie(req);
      if (!operator) return send(reply, 401, loginPage({ configured: access.configured, error: 'Tu sesión de operador terminó: ingresá de nuevo.' }));
      try {
        await work(req.params.app, req.body ?? {}, operator);
        return reply.redirect(`${OPERATOR_PATH}?cambio=${encodeURIComponent(req.params.app)}#${encodeURIComponent(req.params.app)}`, 303);
      } catch (error) {
        const known = messageOf(error);
        if (!known) throw error;
        return send(reply, known.status, releasesPage(await service.overview(), operator, { ok: false, text: known.text }));
      }
    };

    app.post<{ Params: { app: string }; Body: FormBody }>(
      `${OPERATOR_PATH}/versiones/:app/promover`,
      { schema: { hide: true } },
      action(async (appName, body, operator) => {
        const version = body.version ?? '';
        if (version !== 'base' && !VERSION_PATTERN.test(version)) throw new AppError(400, 'RELEASE_VERSION', 'La versión no es válida.');
        const percent = body.porcentaje ? Number(body.porcentaje) : undefined;
        await service.promote(appName, version === 'base' ? null : version, { percent, actor: operator, reason: body.motivo?.trim().slice(0, 500) || undefined });
      }),
    );
    app.post<{ Params: { app: string }; Body: FormBody }>(
      `${OPERATOR_PATH}/versiones/:app/revertir`,
      { schema: { hide: true } },
      action(async (appName, body, operator) => {
        await service.rollback(appName, { actor: operator, reason: body.motivo?.trim().slice(0, 500) || undefined });
      }),
    );
  },
  { name: 'releases', dependencies: ['database', 'auth', 'rate-limit'] },
);
