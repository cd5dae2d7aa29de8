/**
 * An HTML template with explicit placeholders (see ../document-slots.ts), parsed once and filled per request:
 * the composition writes into named slots and never searches the markup.
 */
type Segment = { text: string } | { slot: string; fallback: string };

const OPEN = '<!--botica:';
const CLOSE = '-->';

export class DocumentTemplate {
  private constructor(private readonly segments: readonly Segment[]) {}

  static parse(html: string): DocumentTemplate {
    const segments: Segment[] = [];
    let pos = 0;
    for (;;) {
      const start = html.indexOf(OPEN, pos);
      if (start < 0) break;
      const nameEnd = html.indexOf(CLOSE, start + OPEN.length);
      if (nameEnd < 0) break;
      segments.push({ text: html.slice(pos, start) });
      const slot = html.slice(start + OPEN.length, nameEnd);
      const after = nameEnd + CLOSE.length;
      const end = `<!--/botica:${slot}${CLOSE}`;
      const endAt = html.indexOf(end, after);
      // a region when its end marker follows before the next placeholder opens
      const nextOpen = html.indexOf(OPEN, after);
      if (endAt >= 0 && (nextOpen < 0 || endAt < nextOpen)) {
        segments.push({ slot, fallback: html.slice(after, endAt) });
        pos = endAt + end.length;
      } else {
        segments.push({ slot, fallback: '' });
        pos = after;
      }
    }
    segments.push({ text: html.slice(pos) });
    return new DocumentTemplate(segments);
  }

  /** The slots the template has, in document order. */
  get slots(): string[] {
    return this.segments.flatMap((s) => ('slot' in s ? [s.slot] : []));
  }

  /** What a slot shows when it is not filled. */
  fallback(slot: string): string | undefined {
    const found = this.segments.find((s) => 'slot' in s && s.slot === slot);
    return found && 'slot' in found ? found.fallback : undefined;
  }

  /** The document with each slot's value, or its fallback where no value is given; the markers go. */
  fill(values: Partial<Record<string, string>>): string {
    return this.segments.map((s) => ('slot' in s ? (values[s.slot] ?? s.fallback) : s.text)).join('');
  }
}
