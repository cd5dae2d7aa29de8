/** The fixed application authorisation every call carries (spec 000 §6). Public by nature: it ships in the bundle. */
/** The app's version and environment (spec 000 §9): shown at the foot of every page, named in the app's token. */
export const APP_VERSION = '1.10.13';
export const APP_ENVIRONMENT = 'production';
export const APP_AUTHORIZATION = `Bearer botica-web-${APP_VERSION}`;
export const APP_AUTH_HEADER = 'Authorization';
/** The header a caller without the session cookie sends its customer token in. */
export const CLIENTE_HEADER = 'Cliente';
