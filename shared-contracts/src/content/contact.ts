/**
 * The shop's customer-service contacts. The API's parameters TELEFONO_CALL_CENTER and
 * TELEFONO_CALL_CENTER_2 (short code from mobiles) override the phones where the page reads them.
 */
export const CALL_CENTRE = {
  main: '(021) 600 000',
  short: '*600',
  whatsapp: '0981 600 000',
  email: 'contacto@botica.test',
} as const;

export const CALL_CENTRE_PARAMS = { main: 'TELEFONO_CALL_CENTER', short: 'TELEFONO_CALL_CENTER_2' } as const;

/** `tel:` link target of a displayed number: digits, `+` and `*` only. */
export function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+*]/g, '')}`;
}
