import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-routes.js';

/**
 * Strings a client should never send: empty, control characters, lone surrogates, markup, injections, huge. A huge
 * one (up to 600 KB of UTF-8, under the 1 MiB body limit) comes one time in 25: each costs its generation, its
 * serialisation and the server's parsing and validation a thousand times a short one does. At one in four they were
 * 96 % of the fuzzer's 4 GB of inputs; at one in 25 they are 2,462 of its 181,000 requests (docs/quality.md).
 */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 8, arbitrary: fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202E\u0041',
    'ñandú 🐆'.repeat(30),
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '%E0%A4%A',
    'null',
    'NaN',
    '-1',
    '1e309',
    '0x1F',
    '99999999999999999999999',
    '{"a":1}',
    '2026-02-30',
    'a@b',
  ) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'Ñ'.repeat(n)) },
);

/** Numbers past every sensible range: negative, fractional, past 32/53 bits, huge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, mostly hostile scalars, sometimes nested. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value that fits the schema's shape, with hostile contents where the shape allows it. */
export function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, depth)));
  const type = typesOf(schema)[0];
  switch (type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 30 }), hostileString, fc.constantFrom('1', '0981-123456', 'ana@correo.test', '2026-12-31'));
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 100_000 }), hostileNumber);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(schema.items ? plausible(schema.items, depth + 1) : hostileJson, { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : mutatedObject(schema, depth + 1);
    default:
      return hostileJson;
  }
}

/** An object of the schema with fields dropped, some of the wrong type, and unknown fields added. */
function mutatedObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const fields = props.map(([name, s]) => fc.tuple(fc.constant(name), fc.oneof({ weight: 3, arbitrary: plausible(s, depth) }, { weight: 1, arbitrary: hostileJson })));
  return fc
    .tuple(fc.tuple(...fields), fc.subarray(props.map(([n]) => n)), fc.dictionary(fc.string({ maxLength: 12 }), hostileJson, { maxKeys: 2 }))
    .map(([entries, dropped, extra]) => ({ ...extra, ...Object.fromEntries(entries.filter(([n]) => !dropped.includes(n))) }));
}

/** Bodies no JSON or form parser should choke on (with the content type they claim). */
const malformedBodies: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{"a":', contentType: 'application/json' },
    { payload: '{"__proto__":{"x":1}}', contentType: 'application/json' },
    { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
    { payload: '[' .repeat(5000), contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"texto"', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'a=1&a=2&b[c]=%ZZ&=&&', contentType: 'application/x-www-form-urlencoded' },
    { payload: '%', contentType: 'application/x-www-form-urlencoded' },
    { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nsin cierre', contentType: 'multipart/form-data; boundary=x' },
    { payload: 'basura', contentType: 'multipart/form-data' },
    { payload: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
    { payload: '<a/>', contentType: 'application/xml' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: '{"a":1}', contentType: 'application/json; charset=latin-7' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/x-www-form-urlencoded' })),
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 200 }))
    .map(([name, content]) => ({
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
    })),
);

/** A path parameter: numbers out of range, text where numbers go, traversal, unicode. */
const hostileParam: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((s) => s.length > 0 && s.length < 5_000),
  hostileNumber.map(String),
  fc.constantFrom('1', '2', '0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '..', '%2e%2e', 'ñ'),
);

export interface FuzzRequest {
  method: Operation['method'];
  path: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body?: { json: unknown } | { payload: string; contentType: string };
}

/** Bad requests for one operation: bad path parameters, bad queries, and bad bodies of every kind. */
export function badRequests(op: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, hostileParam])) as Record<string, fc.Arbitrary<string>>);
  const queryValue = fc.oneof(hostileString.filter((s) => s.length < 5_000), hostileNumber.map(String), fc.array(hostileString.filter((s) => s.length < 200), { maxLength: 3 }));
  const query = fc.record(Object.fromEntries(Object.keys(op.query).map((q) => [q, queryValue])) as Record<string, fc.Arbitrary<string | string[]>>, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string | string[] | undefined>>;
  const hasBody = op.method !== 'GET';
  const body: fc.Arbitrary<FuzzRequest['body']> = !hasBody
    ? fc.constant(undefined)
    : fc.oneof(
        { weight: op.body ? 6 : 1, arbitrary: (op.body ? plausible(op.body) : hostileJson).map((json) => ({ json })) },
        { weight: 2, arbitrary: hostileJson.map((json) => ({ json })) },
        { weight: 2, arbitrary: malformedBodies },
      );
  return fc.record({ method: fc.constant(op.method), path, query, body });
}
