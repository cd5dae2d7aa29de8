import * as v from 'valibot';
import { RELEASE_APPS } from '../releases/entities';
import { VersionOrBaseSchema } from '../releases/payloads';
import { ROUTES } from '../routes/route-table';

/**
 * What a page view reports from the shopper's browser (decision 080): its Core Web Vitals, its document's server
 * timing and the errors of its remotes, by route pattern, owning app and that app's version. Nothing in it names a
 * person: a route is a pattern of the route table (`/producto/:codigo/:slug`, never the path asked), an error is its
 * constructor's name (`TypeError`), never its message.
 */

/** The vitals reported, as the web-vitals library names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The route of a page the route table does not know (the not-found view). */
export const UNKNOWN_ROUTE = '(sin página)';

/** Every route pattern a report may name. */
export const REPORTED_ROUTES: ReadonlySet<string> = new Set([...ROUTES.map((route) => route.path), UNKNOWN_ROUTE]);

/** Where a page's error came from: a remote's error boundary, an uncaught error, a rejected promise nobody handled. */
export const CLIENT_ERROR_KINDS = ['frontera', 'error', 'rechazo'] as const;

const APP_MESSAGE = 'La aplicación es host, catalog, checkout, account o content.';
const ms = (what: string) => v.pipe(v.number(`${what} es un número de milisegundos.`), v.minValue(0, `${what} no puede ser negativo.`), v.maxValue(600_000, `${what} no puede pasar de 600000 ms.`));

export const VitalSchema = v.object({
  nombre: v.picklist(VITAL_NAMES, 'La medida es LCP, INP, CLS o TTFB.'),
  // milliseconds, except CLS (a score, usually below 1)
  valor: v.pipe(v.number('El valor de la medida es un número.'), v.minValue(0, 'El valor de la medida no puede ser negativo.'), v.maxValue(600_000, 'El valor de la medida es demasiado grande.')),
});

export const ClientErrorSchema = v.object({
  tipo: v.picklist(CLIENT_ERROR_KINDS, 'El tipo de error es frontera, error o rechazo.'),
  app: v.picklist(RELEASE_APPS, APP_MESSAGE),
  version: VersionOrBaseSchema,
  nombre: v.pipe(v.string('El nombre del error es un texto.'), v.regex(/^[A-Za-z_$][\w$]{0,39}$/, 'El nombre del error es el de su clase (p. ej. TypeError).')),
});

/** The document's own timing (its TTFB and the Server-Timing parts the host wrote), and its trace when traced. */
export const DocumentTimingSchema = v.object({
  ms: ms('El tiempo del documento'),
  partes: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,19}$/, 'Una parte del Server-Timing se nombra con letras minúsculas.')), ms('Una parte del documento')),
    v.check((parts) => Object.keys(parts).length <= 12, 'El documento tiene hasta 12 partes.'),
  ),
  traza: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'La traza es un identificador de 32 caracteres hexadecimales.'))),
});

/** `POST /api/campo`: one page view's report (sent with navigator.sendBeacon; a page sends one or a few). */
export const FieldReportSchema = v.object({
  ruta: v.pipe(v.string('La ruta es un texto.'), v.check((route) => REPORTED_ROUTES.has(route), 'La ruta no es una de las rutas de la tienda.')),
  app: v.picklist(RELEASE_APPS, APP_MESSAGE),
  version: VersionOrBaseSchema,
  /** The first report of this page view: it counts the view, for each app of the page (`presentes`). */
  vista: v.optional(v.boolean('vista es verdadero o falso.'), false),
  presentes: v.optional(v.pipe(v.array(v.object({ app: v.picklist(RELEASE_APPS, APP_MESSAGE), version: VersionOrBaseSchema })), v.maxLength(5, 'Una página tiene hasta 5 aplicaciones.')), []),
  medidas: v.optional(v.pipe(v.array(VitalSchema), v.maxLength(8, 'Un informe lleva hasta 8 medidas.')), []),
  documento: v.optional(DocumentTimingSchema),
  errores: v.optional(v.pipe(v.array(ClientErrorSchema), v.maxLength(10, 'Un informe lleva hasta 10 errores.')), []),
});
export type FieldReport = v.InferOutput<typeof FieldReportSchema>;
export type FieldReportInput = v.InferInput<typeof FieldReportSchema>;
