import multipart from '@fastify/multipart';
import { issueMessage } from '../../http/valibot.js';
import {
  ACCOUNT_MESSAGES,
  AccountDeletePayloadSchema,
  AccountUpdatePayloadSchema,
  PHONE_DELETE_MESSAGES,
  PHONE_LAST_NUMBER_ERROR,
  PhoneDeletePayloadSchema,
  SettingsPayloadSchema,
} from '@botica/shared-contracts/account/payloads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError, badRequest, malformedMultipart, notFound } from '../../http/app-error.js';
import { withErrorField } from '../../http/error-field.js';
import { hasNul, INVALID_CHARACTERS } from '../../plugins/text-input.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { deleteAccount, deletePhone, PICTURE_MAX_BYTES, PICTURE_MESSAGES, readProfilePicture, saveProfilePicture, saveSettings, updateAccount } from './account.service.js';
import { getCustomerView } from './customers.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['clientes'];

/** Multipart text fields as a plain object (the files are read separately). */
async function multipartFields(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    // the body itself is broken: no boundary, a cut part, a malformed header, too many fields
    throw malformedMultipart();
  }
  if (hasNul(fields)) throw new AppError(400, 'INVALID_CHARACTERS', INVALID_CHARACTERS);
  return { fields, file };
}

/** The session customer's own account (spec 001 §7 Account): nobody reads or changes another's. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: true });
  const preHandler = requireCustomer;
  const me = (request: FastifyRequest) => sessionCustomer(request).codigo;

  app.put(
    '/clientes/actualizar',
    { preHandler, onSend: withErrorField, schema: { tags, summary: "Actualiza los datos del cliente ('Actualizar mi cuenta')", body: AccountUpdatePayloadSchema } },
    async (request) => {
      await updateAccount(app, me(request), request.body);
      return { ok: true, message: ACCOUNT_MESSAGES.updated, result: await getCustomerView(app, me(request)) };
    },
  );

  app.post(
    '/clientes/actualizar-configuracion',
    { preHandler, schema: { tags, summary: 'Configuración de notificaciones (cnotiEstadoAux A|D, cnotiMetodoAux EMAIL|SMS)' } },
    async (request) => {
      const raw = request.isMultipart() ? (await multipartFields(request)).fields : (request.body as Record<string, unknown>);
      const parsed = v.safeParse(SettingsPayloadSchema, raw ?? {});
      if (!parsed.success) throw badRequest(issueMessage(parsed.issues[0]));
      await saveSettings(app, me(request), parsed.output.cnotiEstadoAux, parsed.output.cnotiMetodoAux);
      return { ok: true, message: ACCOUNT_MESSAGES.settingsSaved, result: await getCustomerView(app, me(request)) };
    },
  );

  app.post(
    '/clientes/actualizar-perfil',
    {
      preHandler,
      schema: { tags, summary: 'Imagen de perfil (multipart: NOMBRES y file; imágenes de hasta 2 MB)' },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60 * 1000 } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PICTURE_MESSAGES.missing, 'file');
      let file: Buffer | null;
      try {
        ({ file } = await multipartFields(request));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PICTURE_MESSAGES.tooLarge, 'file');
        throw error;
      }
      if (!file) throw badRequest(PICTURE_MESSAGES.missing, 'file');
      await saveProfilePicture(app, me(request), file);
      return { ok: true, message: ACCOUNT_MESSAGES.pictureSaved, result: await getCustomerView(app, me(request)) };
    },
  );

  app.get<{ Params: { nombre: string } }>(
    '/clientes/imagen-perfil/:nombre',
    { preHandler, schema: { tags, summary: 'La imagen de perfil del cliente de la sesión' } },
    async (request, reply) => {
      const found = /^[\w.-]{1,80}$/.test(request.params.nombre) ? await readProfilePicture(app, me(request), request.params.nombre) : undefined;
      if (!found) throw notFound('La imagen no existe.');
      reply.header('Content-Type', found.mime);
      reply.header('Cache-Control', 'private, max-age=86400');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(Buffer.from(found.datos));
    },
  );

  app.post(
    '/clientes/datos/para-verificacion/eliminar-numero',
    { preHandler, schema: { tags, summary: 'Elimina un celular del cliente (personaCodigo debe ser el suyo); el último no (errorNum 2292)' } },
    async (request) => {
      const raw = request.isMultipart() ? (await multipartFields(request)).fields : request.body;
      const parsed = v.safeParse(PhoneDeletePayloadSchema, raw ?? {});
      if (!parsed.success) throw badRequest(issueMessage(parsed.issues[0]));
      if (parsed.output.personaCodigo !== me(request)) throw notFound('El número no existe.');
      const outcome = await deletePhone(app, me(request), parsed.output.numero);
      if (outcome === 'unknown') throw notFound('El número no existe.');
      if (outcome === 'last') return { ok: false, errorNum: PHONE_LAST_NUMBER_ERROR, message: PHONE_DELETE_MESSAGES.lastNumber };
      return { ok: true, errorNum: null, message: PHONE_DELETE_MESSAGES.deleted };
    },
  );

  app.put(
    '/clientes/delete',
    { preHandler, schema: { tags, summary: 'Elimina la cuenta del cliente de la sesión (codigo debe ser el suyo)', body: AccountDeletePayloadSchema } },
    async (request, reply) => {
      const { codigo } = request.body;
      if (codigo !== me(request)) throw notFound('No encontramos la cuenta.');
      await deleteAccount(app, codigo);
      clearSessionCookie(reply, app.config.COOKIE_SECURE);
      return { ok: true, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
