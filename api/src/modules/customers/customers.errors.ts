import { AppError } from '../../http/app-error.js';

export const CUSTOMER_MESSAGES = {
  emailInUse: 'Este usuario ya esta en uso. Favor seleccione otro o ha olvidado su contraseña?',
  documentInUse: 'Ya existe una cuenta con este documento. Inicie sesión o recupere su contraseña.',
  phoneTaken: 'Él número que esta tratando de registrar ya fue agregado por otra cuenta...',
  notFound: 'No encontramos tu cuenta. Volvé a iniciar sesión.',
  socialProfileMissing: 'No encontramos los datos de tu cuenta social. Volvé a intentarlo.',
  socialInUse: 'Esta cuenta social ya está vinculada a otro usuario.',
  termsAccepted: 'Términos y condiciones aceptado correctamente!',
} as const;

export const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', CUSTOMER_MESSAGES.emailInUse, 'email');
export const documentInUse = () => new AppError(409, 'DOCUMENT_IN_USE', CUSTOMER_MESSAGES.documentInUse, 'document');
export const customerNotFound = () => new AppError(401, 'UNAUTHORIZED', CUSTOMER_MESSAGES.notFound);
export const socialProfileMissing = () => new AppError(400, 'SOCIAL_PROFILE_MISSING', CUSTOMER_MESSAGES.socialProfileMissing);
export const socialInUse = () => new AppError(409, 'SOCIAL_IN_USE', CUSTOMER_MESSAGES.socialInUse);
