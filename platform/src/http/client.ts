import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { request } from '@botica/shared-contracts/events/bus';
import { findRoute, loginUrl } from '@botica/shared-contracts/routes/route-table';
import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import { ApiErrorBodySchema } from '@botica/shared-contracts/http/error-body';
import { APP_AUTH_HEADER, APP_AUTHORIZATION, CLIENTE_HEADER } from '@botica/shared-contracts/http/headers';

export interface ApiClientOptions {
  /** Defaults to `/api` on the page's origin. */
  baseUrl?: string;
  /** A token for the `Cliente` header, for callers that cannot use the session cookie. */
  getClienteToken?: () => string | undefined;
  /**
   * Called with every failure after it was turned into an ApiError (toasts), with the request's ky `context`
   * (e.g. `{ quiet: true }` for background calls whose failure is only logged). A 401 is the client's own.
   */
  onError?: (error: ApiError, context: Record<string, unknown>) => void;
  timeoutMs?: number;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined;
    }
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    return new ApiError(error.response.status, parsed.success ? parsed.output.errors : [{ msg: GENERIC_ERROR }]);
  }
  // Network failures, timeouts and aborted requests are status 500 for the caller (spec 000 §7).
  return new ApiError(500, [{ msg: GENERIC_ERROR }]);
}

/**
 * The shop's one policy for a 401 (a call that is not `quiet`): the session ended. The host forgets the customer
 * and sends the shopper to the login URL that comes back here (`host:session-expired`); without a host (a remote's
 * standalone page) the page goes there itself. Features never handle a 401.
 */
function sessionExpired(): void {
  if (typeof location === 'undefined') return;
  const returnTo = `${location.pathname}${location.search}`;
  request('host:session-expired', { returnTo }).catch(() => {
    if (findRoute(location.pathname)?.access !== 'guest') location.assign(loginUrl(returnTo));
  });
}

export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const base =
    options.baseUrl ?? (typeof location !== 'undefined' ? new URL('/api', location.origin).toString() : 'http://localhost:4000/api');
  const config: Options = {
    prefixUrl: base,
    credentials: 'include',
    timeout: options.timeoutMs ?? 15000,
    retry: { limit: 1, methods: ['get'] },
    headers: { [APP_AUTH_HEADER]: APP_AUTHORIZATION },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getClienteToken?.();
          if (token) request.headers.set(CLIENTE_HEADER, token);
        },
      ],
      beforeError: [
        async (error) => {
          const apiError = await toApiError(error);
          const context = (error as HTTPError).options?.context ?? {};
          if (apiError.status === 401 && !context.quiet) sessionExpired();
          options.onError?.(apiError, context);
          (error as HTTPError & { apiError?: ApiError }).apiError = apiError;
          return error;
        },
      ],
    },
  };
  return ky.create(config);
}

/** Runs a call and rethrows any failure as an ApiError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const attached = (error as { apiError?: ApiError }).apiError;
    throw attached ?? (await toApiError(error));
  }
}

/** GET/POST helpers that validate the answer with a valibot schema. */
export async function getJson<S extends v.GenericSchema>(client: KyInstance, path: string, schema: S, options?: Options) {
  return call(async () => v.parse(schema, await client.get(path, options).json()));
}
export async function sendJson<S extends v.GenericSchema>(
  client: KyInstance,
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body: unknown,
  schema: S,
) {
  return call(async () => v.parse(schema, await client[method](path, body === undefined ? {} : { json: body }).json()));
}
