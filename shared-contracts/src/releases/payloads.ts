import * as v from 'valibot';
import { RELEASE_APPS, ReleaseContractSchema, ReleaseFileSchema, VERSION_PATTERN } from './entities';

const versionText = 'La versión se escribe como la nombra npm run release (p. ej. 20261130.101500-ab12cd3).';
/** A version's name, or `base` for the app's base build (served without a version). */
export const VersionOrBaseSchema = v.union([v.pipe(v.string(versionText), v.regex(VERSION_PATTERN, versionText)), v.literal('base')], versionText);

export const ReleaseAppParamsSchema = v.object({ app: v.picklist(RELEASE_APPS, 'La aplicación es host, catalog, checkout, account o content.') });

/** `POST /api/operador/versiones/:app`: a published version (its release.json). */
export const RegisterReleasePayloadSchema = ReleaseFileSchema;

/** `PUT /api/operador/versiones/:app/base`: the base build's contract. */
export const BaseContractPayloadSchema = v.object({ commit: v.optional(v.string(), ''), contract: ReleaseContractSchema });

const buildText = 'La compilación se nombra con un texto de 1 a 80 caracteres (p. ej. «candidata de ab12cd3»).';

/**
 * `POST /api/operador/versiones/:app/control`: what the gate would say, without promoting: of a published version, or of
 * a build not published (a team's pipeline, `npm run release -- <app> --comprobar`): its contract and a name for it.
 */
export const CheckPayloadSchema = v.union(
  [
    v.object({ version: VersionOrBaseSchema }),
    v.object({
      compilacion: v.pipe(v.string(buildText), v.trim(), v.minLength(1, buildText), v.maxLength(80, buildText)),
      contrato: ReleaseContractSchema,
    }),
  ],
  'Se compara una versión publicada (version) o una compilación sin publicar (compilacion y contrato).',
);

const reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'El motivo tiene hasta 500 caracteres.')));

/** `POST /api/operador/versiones/:app/promover`: the version (or `base`), and a canary share when it is a canary. */
export const PromotePayloadSchema = v.object({
  version: VersionOrBaseSchema,
  porcentaje: v.optional(v.pipe(v.number('El porcentaje del canario es un número entero de 1 a 100.'), v.integer('El porcentaje del canario es un número entero de 1 a 100.'), v.minValue(1, 'El porcentaje del canario es un número entero de 1 a 100.'), v.maxValue(100, 'El porcentaje del canario es un número entero de 1 a 100.'))),
  motivo: reason,
});

/** `POST /api/operador/versiones/:app/revertir`. */
export const RollbackPayloadSchema = v.object({ motivo: reason });

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

/** `POST /api/releases/vistas` (the host servers): documents served per app and version since the last report. */
export const ViewsPayloadSchema = v.object({
  vistas: v.pipe(
    v.array(
      v.object({
        app: v.picklist(RELEASE_APPS),
        version: VersionOrBaseSchema,
        documentos: count,
        fragmentosFallidos: count,
      }),
    ),
    v.maxLength(100),
  ),
});
