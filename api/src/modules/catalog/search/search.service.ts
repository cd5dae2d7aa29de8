import type { SortOption } from '@botica/shared-contracts/catalog/entities';
import type { SearchResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { pageWindow } from '../catalog.pagination.js';
import type { ProductService, Viewer } from '../products/product.service.js';
import { type SearchScope, type SearchTerms, SearchRepository } from './search.repository.js';
import { searchWords } from './search-text.js';

export const SUGGESTION_LIMIT = 5;
/**
 * A catalogue word at least this similar (trigrams) to a typed word is searched too: 'ibuprofno' → 'ibuprofeno'.
 * Below that, down to pg_trgm's 0.3, it is only offered as 'O quizás quisiste decir' when nothing is found.
 */
export const TYPO_SIMILARITY = 0.5;
/** Above this many matches a search is ordered by popularity instead of text rank. */
export const BROAD_MATCHES = 1000;
/** Close spellings looked up per typed word. */
const TYPO_ALTERNATIVES = 4;

export interface SearchInput {
  q: string;
  p?: string;
  orderBy?: SortOption;
  limit?: string;
  buscador?: 'true' | 'false';
}

const fuzzyCandidate = (w: string) => w.length >= 4 && !/^\d+$/.test(w);

type Similar = { w: string; word: string; s: number };

/**
 * Close spellings per typed word, kept for a minute: the vocabulary changes only with catalogue imports,
 * while the same words are typed over and over (suggestions fire on every keystroke).
 */
class SpellingCache {
  private readonly entries = new Map<string, { at: number; similar: Similar[] }>();
  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 5000,
  ) {}

  get(word: string): Similar[] | undefined {
    const e = this.entries.get(word);
    if (!e || Date.now() - e.at > this.ttlMs) return undefined;
    return e.similar;
  }

  set(word: string, similar: Similar[]) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(word, { at: Date.now(), similar });
  }
}

/** Full-text product search (spec 000 §5, §9): accent/case-insensitive, typo tolerant, with a spelling suggestion. */
export class SearchService {
  readonly repo: SearchRepository;
  private readonly spelling = new SpellingCache();

  constructor(
    db: Kysely<Database>,
    private readonly products: ProductService,
    private readonly broadMatches = BROAD_MATCHES,
  ) {
    this.repo = new SearchRepository(db);
  }

  /** The tsqueries of a text: each word as a prefix, OR-ed with close catalogue spellings. */
  async terms(q: string): Promise<SearchTerms | null> {
    const words = searchWords(q);
    if (!words.length) return null;
    const raw = q.trim();
    const similar = await this.similar(words.filter(fuzzyCandidate));
    const exact = words.map((w) => `${w}:*`).join(' & ');
    const expanded = words
      .map((w) => {
        // A word the catalogue uses as typed is taken as meant: no alternatives.
        const known = similar.some((x) => x.w === w && x.word === w);
        const alts = known ? [] : similar.filter((x) => x.w === w && x.s >= TYPO_SIMILARITY).map((x) => x.word);
        return alts.length ? `(${[`${w}:*`, ...alts].join(' | ')})` : `${w}:*`;
      })
      .join(' & ');
    return { exact, expanded, codigo: /^\d{1,9}$/.test(raw) ? Number(raw) : null, raw };
  }

  /** Catalogue words spelled like the given words, best first per word. */
  private async similar(words: string[]): Promise<Similar[]> {
    const missing = words.filter((w) => !this.spelling.get(w));
    if (missing.length) {
      const found = await this.repo.similarWords(missing, TYPO_ALTERNATIVES);
      for (const w of missing) this.spelling.set(w, found.filter((x) => x.w === w));
    }
    return words.flatMap((w) => this.spelling.get(w) ?? []);
  }

  async search(input: SearchInput, viewer: Viewer, scope?: SearchScope): Promise<SearchResponse> {
    const suggestMode = input.buscador === 'true';
    const size = input.limit ? Number(input.limit) : suggestMode ? SUGGESTION_LIMIT : undefined;
    const { page, pageSize, limit, offset } = pageWindow(suggestMode ? 1 : input.p, size);
    const found = await this.terms(input.q);
    const t = found && scope ? { ...found, scope } : found;
    if (!t) return { ok: true, results: [], total: 0, page, pageSize, sugerencia: null };
    const total = await this.repo.count(t);
    // Broad words ('crema') match thousands of products whose text rank barely differs: those are ordered by
    // popularity, which the index on it yields without ranking every match. Codes and corrected words keep
    // their ranking (exact code first, words as typed above corrections).
    const broad = total > this.broadMatches && !input.orderBy && t.codigo === null && t.expanded === t.exact;
    const codes = total === 0 ? [] : await this.repo.pageCodes(t, input.orderBy ?? (broad ? 'popular' : null), limit, offset);
    const results = await this.products.cards(codes, viewer);
    const sugerencia = total === 0 ? await this.suggestion(input.q) : null;
    return { ok: true, results, total, page, pageSize, sugerencia };
  }

  /** Each word replaced by the closest catalogue word; null when nothing would change. */
  async suggestion(q: string): Promise<string | null> {
    const words = searchWords(q);
    const best = new Map<string, string>();
    for (const x of await this.similar(words.filter(fuzzyCandidate))) if (!best.has(x.w)) best.set(x.w, x.word);
    const out = words.map((w) => best.get(w) ?? w);
    return out.some((w, i) => w !== words[i]) ? out.join(' ') : null;
  }
}
