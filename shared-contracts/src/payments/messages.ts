/** Texts of the payment follow-up screens, verbatim from spec 001 §2, §4 and §8. */
export const PAYMENT_MESSAGES = {
  expired: 'Expiro el tiempo para realizar el pago.',
  eventFailed: 'Ocurrio un evento que no permitio finalizar la compra.',
  reversed: 'No se pudo generar el pedido. Su pago fue reversado.',
  promotion: 'No cumple con la promoción.',
  somethingWrong: 'Vaya algo no salio bien...',
  linkUsed: 'Este link de pago ya fue utilizado',
  processing: 'Procesando...',
  waiting: 'Aguardando...',
  purchaseFailed: 'La compra no ha sido procesada. Los sentimos, vuelva a intentarlo!',
  editCart: 'Editar mi carrito',
  qrNotAuthorised: 'QR aun no autorizado',
  /** Ours (the spec names no text): the wallet wait ran out without an answer from the phone. */
  walletTimeout: 'No recibimos la confirmación del pago en tu celular. Vuelve a intentarlo.',
  walletHint: 'Te llegará una notificación a tu celular para aceptar el pago.',
  /** Ours (the spec names no text): why the shopper is back in a recalculated cart after a QR reversal. */
  recalculated: 'Tu pago fue reversado porque el pedido superó un tope y se recalculó. Revisá tu carrito y volvé a confirmar.',
  thanks: '!Muchas Gracias!',
} as const;
