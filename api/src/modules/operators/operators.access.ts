import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { failureLimiter } from '../../plugins/rate-limit.js';
import { hashPassword, verifyPassword } from '../auth/password.js';

/** The operator's session on the operator's pages (signed, HttpOnly, only under /operador). */
export const OPERATOR_COOKIE = 'botica_operador';
export const OPERATOR_PATH = '/operador';
/** How long an operator's login lasts. */
const OPERATOR_TTL_MS = 8 * 60 * 60 * 1000;
/** The release tools send the operator password and their name in these headers. */
export const OPERATOR_PASSWORD_HEADER = 'x-operator-password';
export const OPERATOR_NAME_HEADER = 'x-operator-name';

export const OPERATOR_MESSAGES = {
  notConfigured: 'El acceso de operador no está configurado en este servidor: falta OPERATOR_PASSWORD_HASH (npm run operator:password).',
  wrong: 'Nombre o contraseña de operador incorrectos.',
  required: 'Esta acción es solo para operadores: iniciá sesión en /operador o enviá la contraseña de operador.',
  name: 'Escribí tu nombre: queda en el historial de cada cambio.',
} as const;

// nobody may: refused, like an operator's call without the password (not an outage of the server)
const notConfigured = () => new AppError(403, 'OPERATOR_NOT_CONFIGURED', OPERATOR_MESSAGES.notConfigured);
const required = () => new AppError(401, 'OPERATOR_REQUIRED', OPERATOR_MESSAGES.required);

/** A name for the history: letters, digits, spaces and a few signs, at most 60 characters. */
export function operatorName(given: unknown): string | null {
  if (typeof given !== 'string') return null;
  const name = given.trim().replace(/\s+/g, ' ');
  return name.length >= 1 && name.length <= 60 && /^[\p{L}\p{N} ._@-]+$/u.test(name) ? name : null;
}

/**
 * Who the operator is (decision 082): never open. The operator's pages use a login (name and the operator password
 * of OPERATOR_PASSWORD_HASH, an Argon2id hash; failures limited per address) that sets a signed HttpOnly cookie; the
 * release tools send the password and a name in headers on each call. No hash configured: nobody is an operator.
 */
export function operatorAccess(app: FastifyInstance) {
  const hash = app.config.OPERATOR_PASSWORD_HASH;
  const attempts = failureLimiter(app, 'operator-login', { max: 10, windowMs: 15 * 60 * 1000, key: (r) => r.ip });

  /** Checks a name and password (counted against the address's attempts); answers the name. */
  async function login(request: FastifyRequest, nameGiven: unknown, password: unknown): Promise<string> {
    if (!hash) throw notConfigured();
    await attempts.assertOpen(request);
    const name = operatorName(nameGiven);
    if (!name) throw new AppError(400, 'OPERATOR_NAME', OPERATOR_MESSAGES.name, 'nombre');
    if (typeof password !== 'string' || !(await verifyPassword(hash, password))) {
      await attempts.fail(request);
      throw new AppError(401, 'OPERATOR_WRONG', OPERATOR_MESSAGES.wrong);
    }
    return name;
  }

  function startSession(reply: FastifyReply, name: string): void {
    reply.setCookie(OPERATOR_COOKIE, app.signer.sign({ nombre: name }, OPERATOR_TTL_MS), {
      httpOnly: true,
      sameSite: 'strict',
      path: OPERATOR_PATH,
      secure: app.config.COOKIE_SECURE,
      maxAge: Math.floor(OPERATOR_TTL_MS / 1000),
    });
  }

  function endSession(reply: FastifyReply): void {
    reply.clearCookie(OPERATOR_COOKIE, { httpOnly: true, sameSite: 'strict', path: OPERATOR_PATH, secure: app.config.COOKIE_SECURE });
  }

  /** The operator of a page request (its cookie), or null. */
  function fromCookie(request: FastifyRequest): string | null {
    if (!hash) return null;
    return app.signer.verify<{ nombre: string }>(request.cookies?.[OPERATOR_COOKIE])?.nombre ?? null;
  }

  /** The operator of a tool's call (its headers), or the 401/403 that says why not. */
  async function fromHeaders(request: FastifyRequest): Promise<string> {
    if (!hash) throw notConfigured();
    const password = request.headers[OPERATOR_PASSWORD_HEADER];
    if (typeof password !== 'string') throw required();
    // a name with accents travels percent-encoded (a header is Latin-1)
    const raw = request.headers[OPERATOR_NAME_HEADER];
    let name: unknown = raw;
    try {
      name = typeof raw === 'string' ? decodeURIComponent(raw) : raw;
    } catch {
      name = null;
    }
    return login(request, name, password);
  }

  return { login, startSession, endSession, fromCookie, fromHeaders, configured: Boolean(hash) };
}
export type OperatorAccess = ReturnType<typeof operatorAccess>;

/** Where a development API keeps the operator password it made: beside its data folder (api/.data/operador.txt). */
export const DEVELOPMENT_PASSWORD_FILE = 'operador.txt';

/**
 * Outside production, an API with no OPERATOR_PASSWORD_HASH and a data folder on disk (`npm start`) makes a random
 * operator password once, keeps it in DEVELOPMENT_PASSWORD_FILE beside the data folder (readable by its owner only;
 * the release tools read it from there) and takes its hash: the operator's page and tools are never open, not even on
 * a developer's machine. Answers the file, or null when nothing was done.
 */
export async function developmentOperator(app: FastifyInstance): Promise<string | null> {
  const config = app.config;
  if (config.OPERATOR_PASSWORD_HASH || config.NODE_ENV === 'production' || config.DATA_DIR.startsWith('memory://')) return null;
  const file = path.join(path.dirname(path.resolve(config.DATA_DIR)), DEVELOPMENT_PASSWORD_FILE);
  let password = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!password) {
    password = randomBytes(18).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
  }
  config.OPERATOR_PASSWORD_HASH = await hashPassword(password);
  app.log.info(`Contraseña de operador de desarrollo en ${file} (página /operador y npm run release, promote, rollback)`);
  return file;
}
