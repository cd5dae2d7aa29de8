/**
 * The document's `Server-Timing` header (W3C Server Timing): where the host's time for a page went, readable in the
 * browser's network panel and by `PerformanceNavigationTiming.serverTiming`. Durations only, in milliseconds:
 * - manifests, fragment, session, layout: the reads the host waits for, side by side (the fragment is the owner's
 *   whole answer: its API reads, its drawing and the trip);
 * - render: how long React took to draw the owner's page inside that fragment (the remote measures it);
 * - embeds: the other apps' fragments the page embeds, drawn by their remotes once the page named them;
 * - shell: the host's own drawing of the header and footer around it;
 * - total: from the first read to the composed document;
 * - trace (while tracing is on): no duration, the document's trace id as its description, so a slow document the
 *   browser reports (its navigation's serverTiming) leads to its trace.
 */
export class ServerTiming {
  private readonly started = performance.now();
  private readonly entries: { name: string; ms: number }[] = [];
  private readonly descriptions: { name: string; text: string }[] = [];

  /** Records how long `work` took once it settles (a failed read is timed too). */
  measure<T>(name: string, work: Promise<T>): Promise<T> {
    const started = performance.now();
    const done = () => this.add(name, performance.now() - started);
    work.then(done, done);
    return work;
  }

  add(name: string, ms: number): void {
    this.entries.push({ name, ms });
  }

  /** An entry without a duration; `text` is a token (letters, digits, `-`, `.`), written as the entry's description. */
  describe(name: string, text: string): void {
    if (/^[\w.-]+$/.test(text)) this.descriptions.push({ name, text });
  }

  header(): string {
    const all = [...this.entries, { name: 'total', ms: performance.now() - this.started }];
    return [...all.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)}`), ...this.descriptions.map(({ name, text }) => `${name};desc=${text}`)].join(', ');
  }
}
