// The shop layout data the host server draws every document's header and footer from (host/src/shell/render-shell.tsx).

/** How long a document waits for the shop layout data when none is kept yet, in ms. */
const LAYOUT_TIMEOUT_MS = Number(process.env.LAYOUT_TIMEOUT_MS ?? 800);
/** How long the host server keeps the shop layout data before reading them again, in ms. */
const LAYOUT_TTL_MS = Number(process.env.LAYOUT_TTL_MS ?? 60_000);

/**
 * The shop layout data for documents (parameters, cover, cart settings, attribution: the same for every
 * shopper), kept for LAYOUT_TTL_MS. A document never waits for a refresh: once kept, the data are answered at once
 * and read again in the background when older than the TTL. Only the first documents wait (LAYOUT_TIMEOUT_MS at
 * most, then they are drawn without them and the browser reads them, as before). A read that failed is missing
 * from the data: the browser reads that one itself. The loader names such a read with no answer (`undefined`): the
 * data keep what an earlier read answered for it, and it is read again for the next document rather than a minute
 * later (the document's Content-Security-Policy depends on the parameters: the external blog's origin).
 */
export class ShopLayoutCache {
  private kept: { at: number; data: Record<string, unknown> } | null = null;
  private reading: Promise<Record<string, unknown>> | null = null;

  constructor(
    private readonly load: (timeoutMs: number) => Promise<Record<string, unknown>>,
    private readonly now: () => number = Date.now,
  ) {}

  private read(): Promise<Record<string, unknown>> {
    this.reading ??= Promise.resolve()
      .then(() => this.load(LAYOUT_TIMEOUT_MS))
      .then((answered) => {
        const data = Object.fromEntries(Object.entries(answered).filter(([, answer]) => answer !== undefined));
        const missing = Object.keys(data).length < Object.keys(answered).length;
        // what an earlier read answered stays while this one could not read it
        const merged = { ...this.kept?.data, ...data };
        // a read with one missing is as old as can be: the next document reads the data again
        if (Object.keys(merged).length > 0) this.kept = { at: missing ? Number.NEGATIVE_INFINITY : this.now(), data: merged };
        return merged;
      })
      .catch(() => ({}))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  async get(): Promise<Record<string, unknown>> {
    const kept = this.kept;
    if (kept) {
      if (this.now() - kept.at >= LAYOUT_TTL_MS) void this.read();
      return kept.data;
    }
    return this.read();
  }
}
