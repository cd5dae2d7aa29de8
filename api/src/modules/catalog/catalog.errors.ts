import { AppError } from '../../http/app-error.js';

/** Catalogue errors with stable codes and the Spanish text the caller shows. */
export const catalogErrors = {
  productNotFound: () => new AppError(404, 'PRODUCT_NOT_FOUND', 'El producto no existe.'),
  categoryNotFound: () => new AppError(404, 'CATEGORY_NOT_FOUND', 'La categoría no existe.'),
  brandNotFound: () => new AppError(404, 'BRAND_NOT_FOUND', 'La marca no existe.'),
  manufacturerNotFound: () => new AppError(404, 'MANUFACTURER_NOT_FOUND', 'El fabricante no existe.'),
  menuNotFound: () => new AppError(404, 'MENU_NOT_FOUND', 'El menú no existe.'),
  favouriteNotFound: () => new AppError(404, 'FAVOURITE_NOT_FOUND', 'El producto no está en sus favoritos.'),
  discountNotFound: () => new AppError(404, 'DISCOUNT_NOT_FOUND', 'El descuento no existe.'),
  couponNotFound: () => new AppError(404, 'COUPON_NOT_FOUND', 'El cupón no existe o ya no está vigente.'),
  branchNotFound: () => new AppError(404, 'BRANCH_NOT_FOUND', 'La sucursal no existe.'),
  addressNotFound: () => new AppError(404, 'ADDRESS_NOT_FOUND', 'La dirección no existe.'),
  addressNeedsSession: () => new AppError(401, 'UNAUTHORIZED', 'Debe iniciar sesión para consultar la disponibilidad en su dirección.'),
  addressWithoutLocation: () =>
    new AppError(422, 'ADDRESS_WITHOUT_LOCATION', 'La dirección no tiene ubicación. Agregue la ubicación para continuar.'),
  parameterNotFound: () => new AppError(404, 'PARAMETER_NOT_FOUND', 'El parámetro no existe.'),
  newsletterDuplicate: () =>
    new AppError(409, 'NEWSLETTER_DUPLICATE', 'Este correo ya está suscrito a nuestro boletín. ¡Gracias por seguirnos!', 'email'),
  pageOutOfRange: () => new AppError(400, 'PAGE_OUT_OF_RANGE', 'La página solicitada no es válida.', 'p'),
};
