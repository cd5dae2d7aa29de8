/** Spanish texts used by more than one app. */
export const MESSAGES = {
  generic: 'Ops... Vaya algo no salio bien!',
  notFoundTitle: 'Página no encontrada.',
  notFoundText: 'Lo sentimos. No encontramos lo que buscabas.',
  fetchFailed: 'Lo sentimos! No pudimos recuperar tus datos',
  reloadPage: 'Actualizar página',
  loadingData: 'Estamos obteniendo los datos...',
  processing: 'Procesando...',
  waiting: 'Aguardando...',
  addedToCart: 'Se añadió al carrito',
  remoteUnavailable: 'Esta sección no está disponible en este momento.',
  retry: 'Reintentar',
} as const;
