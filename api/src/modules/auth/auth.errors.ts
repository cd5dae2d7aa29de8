import { AppError } from '../../http/app-error.js';

/** Spanish messages of the access area. Unknown e-mail and wrong password share one text on purpose. */
export const AUTH_MESSAGES = {
  badCredentials: 'El correo o la contraseña son incorrectos.',
  socialNotLinked: 'No pudimos validar tu cuenta social. Ingresá con tu contraseña o recuperala desde "¿Olvidaste tu contraseña?".',
  loginRequired: 'Debe iniciar sesión para continuar.',
} as const;

export const badCredentials = () => new AppError(400, 'BAD_CREDENTIALS', AUTH_MESSAGES.badCredentials, 'password');
export const socialNotLinked = () => new AppError(400, 'SOCIAL_NOT_LINKED', AUTH_MESSAGES.socialNotLinked, 'mail');
export const loginRequired = () => new AppError(401, 'UNAUTHORIZED', AUTH_MESSAGES.loginRequired);
