import { GIFT_DRAFT_MINUTES, GIFT_MESSAGE_MAX, GIFT_MESSAGES, GIFT_PAYMENT_DEFAULT, GIFT_MAX, GIFT_MIN } from '@botica/shared-contracts/payments/giftcards';

/** The wizard's draft (spec 001 §3 "Gift card draft"), kept in a cookie for 10 minutes. */
export interface GiftDraft {
  remitente: string;
  destinatario: string;
  monto: { value: number; label: string } | null;
  metodoDeNotificacion: 'sms' | 'email';
  numeroDestinatario: string;
  correoDestinatario: string;
  mensaje: string;
  plantilla: { codigo: number; nombre: string; imagenRuta: string; nombreImagen: string } | null;
  metodoDePago: { codigo: number; nombre: string; online: boolean };
  terminos: boolean;
  ultimaPagina: 1 | 2 | 3;
}

export const emptyDraft = (): GiftDraft => ({
  remitente: '',
  destinatario: '',
  monto: null,
  metodoDeNotificacion: 'sms',
  numeroDestinatario: '',
  correoDestinatario: '',
  mensaje: '',
  plantilla: null,
  metodoDePago: { ...GIFT_PAYMENT_DEFAULT },
  terminos: false,
  ultimaPagina: 1,
});

const COOKIE = 'giftcardDraft';

export function loadDraft(cookie = typeof document === 'undefined' ? '' : document.cookie): GiftDraft {
  const raw = cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return emptyDraft();
  try {
    return { ...emptyDraft(), ...(JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as Partial<GiftDraft>) };
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(d: GiftDraft) {
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(d))}; max-age=${GIFT_DRAFT_MINUTES * 60}; path=/; samesite=lax`;
}

export function clearDraft() {
  document.cookie = `${COOKIE}=; max-age=0; path=/; samesite=lax`;
}

export type DraftErrors = Partial<Record<'remitente' | 'destinatario' | 'contacto' | 'monto' | 'mensaje' | 'plantilla' | 'terminos', string>>;

/** The checks of each step (spec 001 §5 "Gift card"). */
export function stepErrors(d: GiftDraft, step: 1 | 2 | 3): DraftErrors {
  const e: DraftErrors = {};
  if (step === 1) {
    if (!d.remitente.trim()) e.remitente = GIFT_MESSAGES.required;
    if (!d.destinatario.trim()) e.destinatario = GIFT_MESSAGES.required;
    if (d.metodoDeNotificacion === 'sms' ? !/^09\d{8}$/.test(d.numeroDestinatario.replace(/\D/g, '')) : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.correoDestinatario.trim()))
      e.contacto = GIFT_MESSAGES.required;
  }
  if (step === 2) {
    if (!d.monto) e.monto = GIFT_MESSAGES.required;
    else if (d.monto.value < GIFT_MIN || d.monto.value > GIFT_MAX) e.monto = GIFT_MESSAGES.amountRange;
    if (!d.mensaje.trim()) e.mensaje = GIFT_MESSAGES.required;
    else if (d.mensaje.length > GIFT_MESSAGE_MAX) e.mensaje = GIFT_MESSAGES.messageTooLong;
    if (!d.plantilla) e.plantilla = GIFT_MESSAGES.required;
  }
  if (step === 3 && !d.terminos) e.terminos = GIFT_MESSAGES.required;
  return e;
}
