import { AppError } from '../../http/app-error.js';

export const RECOVERY_MESSAGES = {
  unknownEmail: 'No encontramos una cuenta registrada con ese correo.',
  noPhone: 'Tu cuenta no tiene un número de celular registrado. Elegí recibir el enlace por correo.',
  badLink: 'El enlace para cambiar la contraseña no es válido o ya venció. Solicitá uno nuevo.',
  passwordChanged: 'Clave actualizada',
  verified: 'Verificado!',
  notVerified: 'No verificado! El enlace no es válido o ya venció.',
  verificationSent: 'Correo de verificacion enviada.',
  alreadyVerified: 'Tu correo ya está verificado.',
} as const;

export const unknownEmail = () => new AppError(404, 'UNKNOWN_EMAIL', RECOVERY_MESSAGES.unknownEmail, 'email');
export const noPhone = () => new AppError(400, 'NO_PHONE', RECOVERY_MESSAGES.noPhone, 'seleted');
export const badLink = () => new AppError(400, 'BAD_LINK', RECOVERY_MESSAGES.badLink);
export const notVerified = () => new AppError(400, 'NOT_VERIFIED', RECOVERY_MESSAGES.notVerified);
/** A link whose token names nothing live: its page does not exist. */
export const linkNotFound = (message: string) => new AppError(404, 'LINK_NOT_FOUND', message);
