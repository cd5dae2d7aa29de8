/**
 * Cache keys of the checkout's reads, defined once (decision 033). Every key starts with `checkout:` and holds
 * everything its answer depends on: the calculation's key is the cart body it prices.
 */
export const checkoutQueries = {
  /** `POST /peticiones/calcular/web[-oncologicos]` for this cart body (its JSON). */
  calculation: (oncologico: boolean, body: string) => `checkout:calculation:${oncologico ? 'onco' : 'normal'}:${body}`,
  /** The session customer (`GET /customers/sesion`): terms accepted, online payment blocked, tester. */
  customer: () => 'checkout:customer',
  /** The customer's addresses (`GET /direcciones`). */
  addresses: () => 'checkout:addresses',
  /** Departments (`GET /ubicaciones`). */
  departments: () => 'checkout:departments',
  /** Cities of a department (`GET /ubicaciones/{id}/hijos`). */
  cities: (departamento: number) => `checkout:cities:${departamento}`,
  /** Branches of a city (`GET /sucursales?ciudad=`). */
  branches: (ciudad: number) => `checkout:branches:${ciudad}`,
  /** Scheduled-delivery days and slots (`GET /carrito/entrega/horarios`). */
  deliverySlots: () => 'checkout:delivery-slots',
  /** The customer's last pickup branches (`GET /sucursales/favoritas`). */
  lastBranches: () => 'checkout:last-branches',
  /** The customer's saved cards (`GET /bancard/tarjetas`), offered in step 2. */
  savedCards: () => 'checkout:saved-cards',
  /**
   * The cart a server-drawn checkout page was drawn with (the browser's mirror of it, see remote-checkout's
   * cart.mirror.ts): what the page's hydration renders before it turns to the cart in localStorage.
   */
  drawnCart: (oncologico: boolean) => `checkout:drawn-cart:${oncologico ? 'onco' : 'normal'}`,
  /**
   * The card payment a server-drawn /procesar-pago or /autorizacion-pago was drawn with (the cookie next to its
   * history entry, see remote-checkout's payment.mirror.ts): what the page shows when its history entry has none.
   */
  drawnPayment: (variant: 'card' | 'authorization') => `checkout:drawn-payment:${variant}`,
  /** Whether a cart line may be marked as a gift (`POST /regalo/regalos_verificar/{cartId}/{producto}`). */
  giftOption: (cartId: string, producto: number, cantidad: number) => `checkout:gift-option:${cartId}:${producto}:${cantidad}`,
  /** An order of the customer (`GET /peticiones/{codigo}`). */
  order: (codigo: number | string) => `checkout:order:${codigo}`,
  /** An order read by its tokenPeticion. */
  orderByToken: (token: string) => `checkout:order-token:${token}`,
  /** What an order paid online bought (`GET /peticiones/pago-online/{codigo}`): SERV a gift card, PEDI products. */
  onlinePaymentType: (codigo: number | string) => `checkout:online-payment-type:${codigo}`,
} as const;
