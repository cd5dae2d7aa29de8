import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document carries it (the parts the probes read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document writes it (`/api/direcciones/{codigo}`). */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
}

/** Every documented route of the app, read from its OpenAPI document (the one served at /api/docs/json). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The operation's URL with each path parameter replaced (values are URL-encoded; lone surrogates become U+FFFD). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(values[name] ?? '')));
}

/** The string with lone surrogates replaced by U+FFFD (a URL cannot carry them). */
export const wellFormed = (s: string): string => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
