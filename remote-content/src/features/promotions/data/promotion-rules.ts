/** Rules every promotion of the shop shares (spec 002 §5, §9), quoted by each promotion's terms. */
export const COMMON_RULES = {
  adults: 'Pueden participar personas mayores de 18 años, residentes en la República del Paraguay.',
  staff: 'No pueden participar los empleados del organizador ni sus familiares directos.',
  coupon: 'Por cada Gs. 30.000 de compra el cliente recibe un cupón para el sorteo (cupón doble con las marcas aliadas).',
  notify: 'Los ganadores serán notificados dentro de las 48 horas siguientes al sorteo y tienen 60 días para retirar su premio.',
  unclaimed: 'Los premios no retirados en ese plazo serán destinados a un fondo nacional, conforme a la ley.',
  image: 'Los ganadores autorizan el uso de su nombre e imagen con fines publicitarios durante 12 meses, sin derecho a compensación.',
  pickup: 'Los premios se retiran de lunes a viernes, de 8:00 a 17:00, presentando la cédula de identidad.',
} as const;

/** Lolly (spec 002 §2.7, §4, §9): 25 Aug to 15 Oct 2023, 17 clauses. */
export const LOLLY_CLAUSES: string[] = [
  'Organizador: Botica Guaraní, con la participación de la marca Lolly.',
  'Vigencia: del 25 de agosto al 15 de octubre de 2023, ambos inclusive.',
  COMMON_RULES.adults,
  COMMON_RULES.staff,
  'Participan las compras de productos Lolly realizadas en cualquiera de nuestras sucursales y en la tienda en línea durante la vigencia.',
  COMMON_RULES.coupon,
  'Los cupones de las compras en línea se generan automáticamente a nombre del titular de la cuenta.',
  'Premios: 3 (tres) cunas, 5 (cinco) bolsos maternales y 5 (cinco) órdenes de compra de Gs. 300.000 cada una.',
  'El sorteo se realizará el 16 de octubre de 2023 ante escribano público.',
  'Cada participante puede ganar un solo premio durante la promoción.',
  COMMON_RULES.notify,
  COMMON_RULES.unclaimed,
  COMMON_RULES.pickup,
  'Los premios no son canjeables por dinero ni por otros bienes.',
  COMMON_RULES.image,
  'Cualquier situación no prevista en estas bases será resuelta por el organizador conforme a la ley.',
  'La participación en la promoción implica la aceptación total de estas bases y condiciones.',
];

/** Mamá y Papá (spec 002 §9): 1 May to 30 Jun 2023; the prize table. */
export const MAMA_PAPA_PRIZES = [
  { cantidad: 10, monto: 10_000_000 },
  { cantidad: 16, monto: 5_000_000 },
  { cantidad: 20, monto: 1_000_000 },
] as const;

