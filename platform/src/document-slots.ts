/**
 * The placeholders of the host's document (host/document.html.mjs) and of its server-drawn shell, filled by the
 * server-side composition (server/document-template.ts). A placeholder is an HTML comment `<!--botica:NAME-->`;
 * a region also has a closing `<!--/botica:NAME-->`, and what it encloses is what the document shows when the
 * slot is not filled (the document served as it was built is a plain single-page app).
 */
export type DocumentSlot = 'title' | 'styles' | 'head' | 'scripts' | 'shell' | 'body' | 'page';

export const slotMarker = (name: DocumentSlot) => `<!--botica:${name}-->`;
export const slotEnd = (name: DocumentSlot) => `<!--/botica:${name}-->`;
/** A region: the marker, what it shows when not filled, the end marker. */
export const slotRegion = (name: DocumentSlot, fallback: string) => `${slotMarker(name)}${fallback}${slotEnd(name)}`;

/** Where a server-rendered page goes inside the shell's `<main>`. */
export const PAGE_SLOT = slotMarker('page');

/**
 * The element in which the host server writes the session it read for this document (`{ "customer": … }`),
 * so the browser's first render, a hydration of the server-drawn page, starts from the same session.
 */
export const SESSION_ELEMENT_ID = 'botica-session';

/**
 * The element in which the host server writes the shop layout data it drew the header and footer from
 * (parameters, active cover, cart settings, data attribution; `{ queryKey: answer }`), seeded into the browser's
 * query cache before the hydration, so the layout hydrates as drawn and does not ask the API for them again.
 */
export const LAYOUT_DATA_ELEMENT_ID = 'botica-layout-data';

/**
 * Where the route owner's server-drawn page goes in the host's server-drawn tree: the text the host's
 * server render puts inside the page's Suspense boundary, replaced by the page's HTML.
 */
export const PAGE_TOKEN = 'botica-server-page-8b1f';
