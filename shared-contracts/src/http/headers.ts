/** The fixed application authorisation every call carries (spec 000 §6). Public by nature: it ships in the bundle. */
export const APP_AUTHORIZATION = 'Bearer botica-web-1.10.13';
export const APP_AUTH_HEADER = 'Authorization';
/** The header a caller without the session cookie sends its customer token in. */
export const CLIENTE_HEADER = 'Cliente';
