import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';

type AnySchema = v.GenericSchema;

const isValibot = (schema: unknown): schema is AnySchema =>
  typeof schema === 'object' && schema !== null && '~standard' in schema && 'kind' in schema;

/**
 * The issue's message for the caller. Contract schemas carry the spec's Spanish messages; valibot's own English
 * defaults ("Invalid type: …", for a check the contract left without a message) become a Spanish one on the field.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const field = issue.path?.map((p) => String(p.key)).join('.').slice(0, 60);
  if (issue.kind === 'schema' && issue.received === 'undefined') return field ? `Falta el campo ${field}.` : 'Falta el cuerpo de la solicitud.';
  return field ? `El campo ${field} no es válido.` : 'La solicitud no es válida.';
}

/**
 * Routes declare valibot schemas (from shared-contracts) in `schema.body/querystring/params`.
 * This compiler validates with valibot and reports the first issue in Spanish, on the named field.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!isValibot(schema)) return (data: unknown) => ({ value: data });
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (result.success) return { value: result.output };
    const issue = result.issues[0];
    const param = issue.path?.map((p) => String(p.key)).join('.');
    const error = Object.assign(new Error(issueMessage(issue)), { param, validation: true });
    return { error };
  };
};

/** Turns valibot route schemas into JSON Schema for the OpenAPI document. */
export function openApiTransform({ schema, url }: { schema: FastifySchema; url: string }) {
  if (!schema) return { schema, url };
  const out: Record<string, unknown> = { ...schema };
  for (const key of ['body', 'querystring', 'params', 'headers'] as const) {
    const part = (schema as Record<string, unknown>)[key];
    if (isValibot(part)) out[key] = toJsonSchema(part, { errorMode: 'ignore' });
  }
  const response = (schema as { response?: Record<string, unknown> }).response;
  if (response) {
    out.response = Object.fromEntries(
      Object.entries(response).map(([code, s]) => [code, isValibot(s) ? toJsonSchema(s, { errorMode: 'ignore' }) : s]),
    );
  }
  return { schema: out as FastifySchema, url };
}
