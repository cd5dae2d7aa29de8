import { formatGsText } from '@botica/shared-contracts/format/money';
import { GIFT_MAX, GIFT_MIN } from '@botica/shared-contracts/payments/giftcards';


/** The amounts offered by the wizard (`GET /giftcard/codigos`). */
export const GIFT_AMOUNTS = [GIFT_MIN, 150_000, 200_000, 300_000, 400_000, GIFT_MAX].map((value) => ({ value, label: formatGsText(value) }));

/** The card designs (`GET /giftcard-plantillas`), drawn as SVG by the API. */
export const GIFT_TEMPLATES = [
  { codigo: 1, nombre: 'Clásica', color: '#0b6e4f', acento: '#f2c14e' },
  { codigo: 2, nombre: 'Cumpleaños', color: '#c2185b', acento: '#ffd54f' },
  { codigo: 3, nombre: 'Día de la Madre', color: '#6a1b9a', acento: '#f8bbd0' },
  { codigo: 4, nombre: 'Navidad', color: '#b71c1c', acento: '#a5d6a7' },
];

export function templateSvg(codigo: number): string | null {
  const t = GIFT_TEMPLATES.find((x) => x.codigo === codigo);
  if (!t) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200" role="img" aria-label="Gift Card ${t.nombre}">
<rect width="320" height="200" rx="18" fill="${t.color}"/><circle cx="270" cy="40" r="60" fill="${t.acento}" opacity=".35"/>
<text x="24" y="60" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">Gift Card</text>
<text x="24" y="92" font-family="Arial, sans-serif" font-size="16" fill="#fff">Botica Guaraní · ${t.nombre}</text>
<rect x="24" y="140" width="120" height="8" rx="4" fill="${t.acento}"/></svg>`;
}
