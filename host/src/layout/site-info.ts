/** The shop's fixed contact and institutional data shown by the header and the footer. */
import { CALL_CENTRE, CALL_CENTRE_PARAMS } from '@botica/shared-contracts/content/contact';

export const CALL_CENTRE_DEFAULT = { main: CALL_CENTRE.main, short: CALL_CENTRE.short } as const;
/** Parameter names (GET /parametros) that override the call-centre numbers. */
export { CALL_CENTRE_PARAMS };

export const CONTACT = {
  address: 'Avda. Mariscal López 1234 c/ Venezuela, Asunción, Paraguay',
  email: CALL_CENTRE.email,
  whatsapp: CALL_CENTRE.whatsapp,
  hours: 'Call center todos los días de 07:00 a 22:00',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/boticaguarani' },
  { name: 'Instagram', href: 'https://www.instagram.com/boticaguarani' },
  { name: 'Twitter', href: 'https://twitter.com/boticaguarani' },
  { name: 'YouTube', href: 'https://www.youtube.com/@boticaguarani' },
] as const;

export const INSTITUTIONAL_LINKS = [
  { label: 'Nosotros', to: '/nosotros' },
  { label: 'Nuestras Sucursales', to: '/sucursales' },
  { label: 'Trabaja con nosotros', to: '/trabaja-con-nosotros' },
  { label: 'Buscamos locales en alquiler', to: '/buscamos-local-en-alquiler' },
  { label: 'Saluder', to: '/saluder' },
  { label: 'Blog', to: '/blog' },
] as const;

export const HELP_LINKS = [
  { label: 'Contacto', to: '/contacto' },
  { label: 'Términos y condiciones', to: '/terminos-y-condiciones' },
  { label: 'Políticas de privacidad', to: '/politicas-de-privacidad' },
  { label: 'Bases y condiciones', to: '/bases' },
  { label: 'Facturas electrónicas', to: '/factura' },
] as const;

export const PAYMENT_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Cabal', 'Tigo Money', 'Billetera Personal', 'Zimple', 'Pago QR'] as const;

export const telHref = (number: string) => `tel:${number.replace(/[^\d*+#]/g, '')}`;
