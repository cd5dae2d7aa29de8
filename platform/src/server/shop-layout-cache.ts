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
 * from the data: the browser reads that one itself.
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
      .then((data) => {
        if (Object.keys(data).length > 0) this.kept = { at: this.now(), data };
        return data;
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
