import type { FastifyInstance } from 'fastify';
import { customerBySocialId, linkSocialProfile } from '../customers/customers.service.js';
import { SANDBOX_LINKED_EMAIL, SANDBOX_PROFILES, type SocialProvider } from './social.providers.js';

/**
 * With the sandbox provider, the first demo profile of each provider belongs to the demo customer, so
 * "ingresar con Google" can be tried end to end. Only fills empty ids; real providers are never touched.
 */
export async function linkSandboxDemoProfiles(app: FastifyInstance, providers: Record<'google' | 'facebook', SocialProvider>) {
  for (const name of ['google', 'facebook'] as const) {
    if (providers[name].authorizeUrl('', '') !== null) continue;
    const id = SANDBOX_PROFILES[name][0]?.id;
    if (!id) continue;
    if (await customerBySocialId(app.db, name, id)) continue;
    await linkSocialProfile(app.db, SANDBOX_LINKED_EMAIL, name, id);
  }
}
