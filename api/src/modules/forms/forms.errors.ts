import { FORM_MESSAGES as M } from '@botica/shared-contracts/content/forms';
import { AppError } from '../../http/app-error.js';

export const formErrors = {
  fileTooBig: (param: string) => new AppError(413, 'FILE_TOO_BIG', M.fileTooBig, param),
  tooManyImages: () => new AppError(400, 'TOO_MANY_IMAGES', M.tooManyImages, 'images'),
  noImage: () => new AppError(400, 'NO_IMAGE', M.atLeastOneImage, 'images'),
  imageType: (param = 'images') => new AppError(400, 'IMAGE_TYPE', M.imageType, param),
  triviaImageRequired: () => new AppError(400, 'IMAGE_REQUIRED', M.triviaImageRequired, 'file'),
  triviaImageType: () => new AppError(400, 'IMAGE_TYPE', M.triviaImageType, 'file'),
  cvRequired: () => new AppError(400, 'CV_REQUIRED', M.cvRequired, 'file'),
  cvType: () => new AppError(400, 'CV_TYPE', M.cvType, 'file'),
  captchaMissing: () => new AppError(400, 'CAPTCHA_REQUIRED', M.recaptcha, 'recaptcha'),
  captchaInvalid: () => new AppError(400, 'CAPTCHA_INVALID', M.captchaInvalid, 'recaptcha'),
  notMultipart: () => new AppError(415, 'NOT_MULTIPART', 'El formulario debe enviarse como multipart/form-data.'),
  fileNotFound: () => new AppError(404, 'FILE_NOT_FOUND', 'No se encontró el archivo.'),
};
