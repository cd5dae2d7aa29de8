import type { SocialProfile, SocialProvider as ProviderName } from '@botica/shared-contracts/auth/payloads';
import type { Config } from '../../config.js';

/** A sign-in provider: where /start sends the browser, and how /callback turns its answer into a verified profile. */
export interface SocialProvider {
  name: ProviderName;
  /** `null`: the local sandbox page plays the provider (no Google/Facebook credentials configured). */
  authorizeUrl(state: string, callbackUrl: string): string | null;
  profileFromCallback(query: Record<string, string | undefined>, callbackUrl: string): Promise<SocialProfile | null>;
}

/** Demo profiles of the sandbox provider: the first is linked to the demo customer, the others are new people. */
export const SANDBOX_PROFILES: Record<ProviderName, SocialProfile[]> = {
  google: [
    { provider: 'google', id: 'sandbox-google-1001', email: 'cliente@farmacia.test', firstName: 'María José', lastName: 'Benítez Acosta' },
    { provider: 'google', id: 'sandbox-google-2001', email: 'sofia.rojas@gmail.test', firstName: 'Sofía', lastName: 'Rojas' },
    { provider: 'google', id: 'sandbox-google-2002', email: 'diego.martinez@gmail.test', firstName: 'Diego', lastName: 'Martínez' },
  ],
  facebook: [
    { provider: 'facebook', id: 'sandbox-facebook-1001', email: 'cliente@farmacia.test', firstName: 'María José', lastName: 'Benítez Acosta' },
    { provider: 'facebook', id: 'sandbox-facebook-2001', email: 'camila.ayala@facebook.test', firstName: 'Camila', lastName: 'Ayala' },
    { provider: 'facebook', id: 'sandbox-facebook-2002', email: 'mateo.franco@facebook.test', firstName: 'Mateo', lastName: 'Franco' },
  ],
};
/** The demo customer the first sandbox profile of each provider belongs to. */
export const SANDBOX_LINKED_EMAIL = 'cliente@farmacia.test';

function sandbox(name: ProviderName): SocialProvider {
  return {
    name,
    authorizeUrl: () => null,
    async profileFromCallback(query) {
      return SANDBOX_PROFILES[name].find((p) => p.id === query.profile) ?? null;
    },
  };
}

async function json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Google OAuth 2.0 authorisation code flow, then the user-info request with the bearer token. */
function google(clientId: string, clientSecret: string): SocialProvider {
  return {
    name: 'google',
    authorizeUrl(state, callbackUrl) {
      const q = new URLSearchParams({ client_id: clientId, redirect_uri: callbackUrl, response_type: 'code', scope: 'openid email profile', state, prompt: 'select_account' });
      return `https://accounts.google.com/o/oauth2/v2/auth?${q}`;
    },
    async profileFromCallback(query, callbackUrl) {
      if (!query.code) return null;
      const token = await json('https://oauth2.googleapis.com/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: query.code, client_id: clientId, client_secret: clientSecret, redirect_uri: callbackUrl, grant_type: 'authorization_code' }),
      });
      const info = await json('https://www.googleapis.com/oauth2/v3/userinfo', { headers: { authorization: `Bearer ${str(token.access_token)}` } });
      if (!str(info.sub)) return null;
      return { provider: 'google', id: str(info.sub), email: info.email_verified === false ? null : str(info.email) || null, firstName: str(info.given_name), lastName: str(info.family_name) };
    },
  };
}

/** Facebook login asking for name and e-mail (Graph API). */
function facebook(appId: string, appSecret: string): SocialProvider {
  const graph = 'https://graph.facebook.com/v19.0';
  return {
    name: 'facebook',
    authorizeUrl(state, callbackUrl) {
      const q = new URLSearchParams({ client_id: appId, redirect_uri: callbackUrl, state, scope: 'email,public_profile', response_type: 'code' });
      return `https://www.facebook.com/v19.0/dialog/oauth?${q}`;
    },
    async profileFromCallback(query, callbackUrl) {
      if (!query.code) return null;
      const token = await json(`${graph}/oauth/access_token?${new URLSearchParams({ client_id: appId, client_secret: appSecret, redirect_uri: callbackUrl, code: query.code })}`);
      const me = await json(`${graph}/me?${new URLSearchParams({ fields: 'id,first_name,last_name,email', access_token: str(token.access_token) })}`);
      if (!str(me.id)) return null;
      return { provider: 'facebook', id: str(me.id), email: str(me.email) || null, firstName: str(me.first_name), lastName: str(me.last_name) };
    },
  };
}

/** Real adapters only when their credentials are configured; otherwise the sandbox. */
export function providersFor(config: Config): Record<ProviderName, SocialProvider> {
  return {
    google: config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET ? google(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET) : sandbox('google'),
    facebook: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? facebook(config.FACEBOOK_APP_ID, config.FACEBOOK_APP_SECRET) : sandbox('facebook'),
  };
}
