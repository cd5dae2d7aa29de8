/** Where a server-rendered page goes inside the shell's `<main>`; the host server's document composer fills it. */
export const PAGE_SLOT = '<!--botica-page-->';
