import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';

const statusMessages: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Debe iniciar sesión para continuar.',
  403: 'No tiene permiso para realizar esta acción.',
  404: 'No se encontró el recurso solicitado.',
  405: 'Método no permitido.',
  408: 'La solicitud tardó demasiado.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiados intentos. Espere un momento y vuelva a intentar.',
  500: 'Ops... Vaya algo no salio bien!',
  503: 'El servicio no está disponible en este momento.',
};

/** Failures that mean the database cannot be reached now (not that the request is wrong): answered 503. */
const DB_UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const DB_UNREACHABLE_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|connection error/i;

export function databaseUnreachable(error: { code?: string; message?: string }): boolean {
  return (error.code !== undefined && DB_UNREACHABLE_CODES.has(error.code)) || DB_UNREACHABLE_MESSAGES.test(error.message ?? '');
}

/**
 * Errors the router raises before any handler runs (a URL that cannot be decoded, an oversized header):
 * the same Spanish shape instead of Fastify's default body. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ errors: [{ msg: 'La dirección solicitada no es válida.', code: error.code ?? 'BAD_URL' }] });
}

/** One error handler: every failure is answered as `{ errors: [{ msg, param?, code? }] }`, never with a stack. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { param?: string; validation?: unknown }, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({
          errors: [{ msg: error.message, code: error.code, ...(error.param ? { param: error.param } : {}), ...(error.value !== undefined ? { value: error.value } : {}) }],
          ...error.extra,
        });
    }
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error.message }, 'base de datos no disponible');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ errors: [{ msg: 'El servicio no está disponible en este momento. Intentá de nuevo en unos segundos.', code: 'DB_UNAVAILABLE' }] });
    }
    if (error.validation) {
      return reply.status(400).send({ errors: [{ msg: error.message, code: 'VALIDATION', ...(error.param ? { param: error.param } : {}) }] });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    let msg = statusMessages[status] ?? statusMessages[500];
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      msg = 'El cuerpo de la solicitud no es un JSON válido.';
    }
    return reply.status(status).send({ errors: [{ msg, code: error.code ?? 'ERROR' }] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errors: [{ msg: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' }] });
  });
});
