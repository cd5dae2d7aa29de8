import { COMMON_RULES } from './promotion-rules';

export interface PromotionPage {
  testId: string;
  title: string;
  lead: string;
  image?: string;
  sections: { title: string; paragraphs: string[] }[];
  cta?: { label: string; to: string };
}

/** The promotion pages whose text the spec leaves to us; each states the shop's common promotion rules. */
export const PROMOTION_PAGES = {
  amistad: {
    testId: 'promo-amistad-page',
    title: 'Promo Amistad',
    lead: 'Celebrá el Día de la Amistad compartiendo salud y bienestar con tus amigos.',
    image: 'banners/promo-1.webp',
    sections: [
      { title: 'Cómo participar', paragraphs: ['Comprá en nuestras sucursales o en la tienda en línea durante la semana de la amistad y recibí cupones para el sorteo de órdenes de compra para vos y un amigo.', COMMON_RULES.coupon] },
      { title: 'Quiénes participan', paragraphs: [COMMON_RULES.adults, COMMON_RULES.staff] },
      { title: 'Premios', paragraphs: ['Dos órdenes de compra por ganador: una para el participante y otra para el amigo que indique.', COMMON_RULES.notify, COMMON_RULES.pickup] },
    ],
    cta: { label: 'Ver las bases de nuestras promociones', to: '/bases' },
  },
  fueraNatiU: {
    testId: 'promo-fuera-nati-u-page',
    title: 'Fuera Nati U',
    lead: 'Bases y condiciones de la promoción «Fuera Nati U»: decile adiós a los mosquitos con los repelentes de nuestras marcas aliadas.',
    image: 'banners/medio-1.webp',
    sections: [
      { title: 'Mecánica', paragraphs: ['Participan las compras de repelentes y espirales de las marcas aliadas en sucursales y en la tienda en línea.', COMMON_RULES.coupon] },
      { title: 'Participantes', paragraphs: [COMMON_RULES.adults, COMMON_RULES.staff] },
      { title: 'Premios y entrega', paragraphs: [COMMON_RULES.notify, COMMON_RULES.unclaimed, COMMON_RULES.pickup, COMMON_RULES.image] },
    ],
  },
  triviaTerms: {
    testId: 'promo-trivia-terms-page',
    title: 'Términos y condiciones de la Trivia',
    lead: 'Bases de la trivia del Día del Niño, para niños acompañados por su tutor.',
    sections: [
      { title: '1. Participantes', paragraphs: ['Participan niños y niñas a través de su madre, padre o tutor, que completa el formulario con sus datos y los del niño.', 'El tutor debe ser mayor de 18 años. ' + COMMON_RULES.staff] },
      { title: '2. Mecánica', paragraphs: ['El tutor completa el formulario de /promo-dia-del-nino con nombres del niño, sus propios nombres y apellido, cédula, celular, correo y la imagen del dibujo o la respuesta de la trivia, y acepta estos términos.', 'Se admite una participación por niño. Las imágenes deben ser png, jpg o jpeg.'] },
      { title: '3. Premios', paragraphs: ['Los ganadores se eligen entre las participaciones válidas recibidas durante la vigencia.', COMMON_RULES.notify, COMMON_RULES.pickup] },
      { title: '4. Datos e imagen', paragraphs: ['Los datos se usan solo para esta promoción y la entrega de premios.', COMMON_RULES.image] },
    ],
    cta: { label: 'Participar de la trivia', to: '/promo-dia-del-nino' },
  },
  aniversario: {
    testId: 'promo-aniversario-page',
    title: 'Promo Aniversario',
    lead: 'Cumplimos años desde 2001 y lo celebramos con vos: descuentos y sorteos en todas nuestras sucursales.',
    image: 'banners/carrusel-1.webp',
    sections: [
      { title: 'Más de 20 años cuidándote', paragraphs: ['Con más de 500 sucursales en más de 90 localidades y cerca de 3000 colaboradores, queremos agradecerte con beneficios especiales durante el mes de aniversario.'] },
      { title: 'Cómo participar', paragraphs: [COMMON_RULES.coupon, COMMON_RULES.adults, COMMON_RULES.staff] },
      { title: 'Premios', paragraphs: [COMMON_RULES.notify, COMMON_RULES.unclaimed, COMMON_RULES.pickup] },
    ],
    cta: { label: 'Ver las ofertas', to: '/productos/promociones' },
  },
} satisfies Record<string, PromotionPage>;
