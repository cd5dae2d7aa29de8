import { AppError } from '../../http/app-error.js';

const label = (app: string, version: string | null) => `${app} ${version ?? '(compilación base)'}`;

export const releaseErrors = {
  unknownApp: (app: string) => new AppError(404, 'RELEASE_APP', `No existe la aplicación «${app}» (host, catalog, checkout, account o content).`, 'app'),
  notFound: (app: string, version: string) => new AppError(404, 'RELEASE_NOT_FOUND', `No existe la versión ${version} de ${app}: publicala antes con npm run release -- ${app}.`, 'version'),
  removed: (app: string, version: string) =>
    new AppError(409, 'RELEASE_REMOVED', `La versión ${version} de ${app} ya no se sirve (sus archivos se retiraron): publicá una nueva.`, 'version'),
  exists: (app: string, version: string) => new AppError(409, 'RELEASE_EXISTS', `La versión ${version} de ${app} ya está publicada: una versión no cambia.`, 'version'),
  wrongApp: (app: string, given: string) => new AppError(400, 'RELEASE_WRONG_APP', `El release.json es de ${given}, no de ${app}.`, 'app'),
  percent: () => new AppError(400, 'RELEASE_PERCENT', 'El porcentaje del canario es un número entero de 1 a 100.', 'porcentaje'),
  alreadyStable: (app: string, version: string | null) => new AppError(409, 'RELEASE_ALREADY_STABLE', `${label(app, version)} ya es la versión estable.`, 'version'),
  nothingToRollBack: (app: string) =>
    new AppError(409, 'RELEASE_NOTHING_BEFORE', `${app} no tiene canario ni una versión estable anterior: ya sirve su compilación base.`, 'app'),
  missingContract: (app: string, version: string | null) =>
    new AppError(
      409,
      'RELEASE_NO_CONTRACT',
      `No hay contrato registrado de ${label(app, version)}: sin él no se puede comparar. Publicá una versión con npm run release (registra también el de las compilaciones base).`,
      'app',
    ),
  incompatible: (app: string, version: string | null, problems: string[]) =>
    new AppError(
      409,
      'RELEASE_INCOMPATIBLE',
      `No se promueve ${label(app, version)}: rompe lo que esperan las versiones vigentes.\n${problems.map((p) => `- ${p}`).join('\n')}`,
      'version',
      { problemas: problems },
    ),
};
