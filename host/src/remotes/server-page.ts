/**
 * Taking over what the host server drew before any script ran (@botica/platform/server/page-composer.ts): the header
 * shell, replaced by the client's first render, and the route owner's server-rendered page, which stays on
 * screen (as the loading state of the owner's page) until the owner's client page replaces it. Both were
 * drawn `inert`: they are shown, not operated, until then.
 */
let serverPage: { node: HTMLElement; path: string } | null = null;

/** Keeps the server-rendered page before the first render clears #root; called once at boot. */
export function captureServerPage(doc: Document = document): void {
  const node = doc.getElementById('botica-server-page');
  serverPage = node ? { node, path: node.dataset.path ?? '' } : null;
}

/** The server-rendered page when it was drawn for this location (path and query), else null. */
export function serverPageFor(path: string): HTMLElement | null {
  return serverPage && serverPage.path === path ? serverPage.node : null;
}

/** The owner's client page is on screen (or the shopper moved on): the server-rendered page is done. */
export function discardServerPage(): void {
  serverPage = null;
}
