import { SOCIAL_PROVIDERS, SocialProfileResponseSchema, type SocialProvider } from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../http/app-error.js';
import { newToken } from '../auth/session.token.js';
import { startSession } from '../auth/session-start.js';
import { customerBySocialId } from '../customers/customers.service.js';
import { CUSTOMER_MESSAGES } from '../customers/customers.errors.js';
import { clearSocialProfile, readSocialProfile, setSocialProfile } from '../auth/social-profile-cookie.js';
import { linkSandboxDemoProfiles } from './social-sandbox.fixture.js';
import { sandboxProviderPage } from './social-sandbox.page.js';
import { providersFor, SANDBOX_PROFILES } from './social.providers.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const STATE_COOKIE = 'social_state';
const STATE_TTL_MS = 10 * 60 * 1000;
const DEFAULT_REDIRECT = '/mi-cuenta';
const FAILURE_REDIRECT = '/login?social=error';

const ProviderParams = v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'Proveedor desconocido.') });
const StartQuery = v.object({ redirect: v.optional(v.pipe(v.string(), v.maxLength(500)), DEFAULT_REDIRECT) });
const CallbackQuery = v.record(v.string(), v.pipe(v.string(), v.maxLength(2000)));

/** Only paths of this shop: no scheme, no `//host`, no backslashes. */
export const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? target : DEFAULT_REDIRECT;

interface State {
  p: SocialProvider;
  r: string;
  n: string;
}

export default async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const providers = providersFor(app.config);
  const callbackUrl = (p: SocialProvider) => `${app.config.PUBLIC_URL.replace(/\/$/, '')}/api/social/${p}/callback`;
  // The sandbox's demo profiles are linked once the schema exists: at start, or with MIGRATE=off (a job migrates while
  // the API starts) on the first callback that needs them.
  let demoLinked: Promise<void> | null = null;
  const linkDemo = () =>
    (demoLinked ??= linkSandboxDemoProfiles(app, providers).catch((err: unknown) => {
      demoLinked = null;
      throw err;
    }));
  if (app.config.SANDBOX && app.config.MIGRATE) await linkDemo();
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/api/social', secure: app.config.COOKIE_SECURE };

  app.get(
    '/social/:provider/start',
    {
      schema: { tags: ['acceso'], summary: 'Iniciar el ingreso con Google o Facebook', params: ProviderParams, querystring: StartQuery },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { redirect } = request.query;
      const nonce = newToken();
      const state = app.signer.sign({ p: provider, r: safeRedirect(redirect), n: nonce } satisfies State, STATE_TTL_MS);
      reply.setCookie(STATE_COOKIE, nonce, { ...cookieOptions, maxAge: STATE_TTL_MS / 1000 });
      const external = providers[provider].authorizeUrl(state, callbackUrl(provider));
      if (external) return reply.redirect(external);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
        .send(sandboxProviderPage(provider, state, SANDBOX_PROFILES[provider]));
    },
  );

  app.get(
    '/social/:provider/callback',
    {
      schema: { tags: ['acceso'], summary: 'Vuelta del proveedor: inicia sesión o lleva a completar el registro', params: ProviderParams, querystring: CallbackQuery },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      const state = app.signer.verify<State>(query.state);
      const nonce = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, cookieOptions);
      // The state is signed and bound to this browser: a forged or replayed callback gets nowhere.
      if (!state || state.p !== provider || !nonce || state.n !== nonce) return reply.redirect(FAILURE_REDIRECT);
      let profile;
      try {
        profile = await providers[provider].profileFromCallback(query, callbackUrl(provider));
      } catch (err) {
        request.log.warn({ err, provider }, 'social provider failed');
      }
      if (!profile) return reply.redirect(FAILURE_REDIRECT);

      if (app.config.SANDBOX) await linkDemo();
      const customer = await customerBySocialId(app.db, provider, profile.id);
      if (customer) {
        await startSession(app, request, reply, customer.codigo);
        clearSocialProfile(app, reply);
        return reply.redirect(safeRedirect(state.r));
      }
      setSocialProfile(app, reply, profile);
      const back = state.r === DEFAULT_REDIRECT ? '' : `?redirect=${encodeURIComponent(state.r)}`;
      return reply.redirect(`/social-register${back}`);
    },
  );

  app.get(
    '/social/perfil',
    { schema: { tags: ['acceso'], summary: 'Perfil social pendiente de completar el registro', response: { 200: SocialProfileResponseSchema } } },
    async (request) => {
      const profile = readSocialProfile(app, request);
      if (!profile) throw new AppError(404, 'SOCIAL_PROFILE_MISSING', CUSTOMER_MESSAGES.socialProfileMissing);
      return { ok: true as const, result: profile };
    },
  );

  app.delete('/social/perfil', { schema: { tags: ['acceso'], summary: 'Descartar el perfil social pendiente' } }, async (_request, reply) => {
    clearSocialProfile(app, reply);
    return { ok: true };
  });
}
