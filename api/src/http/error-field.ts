import type { onSendHookHandler } from 'fastify';

/**
 * Adds `error` beside `msg` in each item of an error answer. `PUT /clientes/actualizar` is read by that name
 * (spec 001 §7, errors[0].error) while every other call reads `msg`; both carry the same text.
 */
export const withErrorField: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { errors?: { msg?: string; error?: string }[] };
    if (!Array.isArray(body.errors)) return payload;
    return JSON.stringify({ ...body, errors: body.errors.map((e) => ({ ...e, error: e.error ?? e.msg })) });
  } catch {
    return payload;
  }
};
