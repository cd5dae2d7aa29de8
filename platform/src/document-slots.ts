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
