import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's routes (its page, its forms, the outbox and the JSON the tests drive it with). The simulated payment
 * providers' pages under /sandbox/pagos/ stay open: a shopper pays through them.
 */
const CONSOLE_ROUTES = [/^\/sandbox$/, /^\/api\/sandbox\//, /^\/sandbox\/notificaciones$/, /^\/sandbox\/pedidos\//, /^\/sandbox\/pagos\/links$/];

export const isConsoleRoute = (routeUrl: string | undefined): boolean => routeUrl !== undefined && CONSOLE_ROUTES.some((r) => r.test(routeUrl));

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The password of an `Authorization: Basic` header (any user name), or null. */
function basicPassword(header: string | undefined): string | null {
  const [scheme, encoded] = header?.split(' ') ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

function samePassword(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The header a script sends the operator password in: a mutating call under /api carries the application's
 * authorisation in `Authorization` already.
 */
export const OPERATOR_PASSWORD_HEADER = 'x-sandbox-password';

/**
 * The console answers a client on this machine (the address the trusted proxy reports), or anyone with the operator
 * password of SANDBOX_PASSWORD: HTTP Basic (so a browser asks for it) or the X-Sandbox-Password header. Everyone
 * else: 401, and the browser's prompt.
 */
export function consoleGuard(password: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isConsoleRoute(request.routeOptions.url)) return;
    if (LOOPBACK.test(request.ip)) return;
    const header = request.headers[OPERATOR_PASSWORD_HEADER];
    const given = typeof header === 'string' ? header : basicPassword(request.headers.authorization);
    if (password && given !== null && samePassword(given, password)) return;
    return reply
      .status(401)
      .header('WWW-Authenticate', 'Basic realm="Consola de pruebas", charset="UTF-8"')
      .header('Cache-Control', 'no-store')
      .send({ errors: [{ msg: 'La consola de pruebas solo responde en esta máquina o con la contraseña de operador.', code: 'SANDBOX_CONSOLE' }] });
  };
}
