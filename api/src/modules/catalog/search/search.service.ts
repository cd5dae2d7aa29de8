import type { SortOption } from '@botica/shared-contracts/catalog/entities';
import type { SearchResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { pageWindow } from '../catalog.pagination.js';
import type { ProductService, Viewer } from '../products/product.service.js';
import { type SearchTerms, SearchRepository } from './search.repository.js';
import { searchWords } from './search-text.js';

export const SUGGESTION_LIMIT = 5;
/** A catalogue word at least this similar (trigrams) to a typed word is searched too: 'ibuprofno' → 'ibuprofeno'. */
export const TYPO_SIMILARITY = 0.5;
/** Below that, down to pg_trgm's 0.3, a word is only offered as 'O quizás quisiste decir'. */
const TYPO_ALTERNATIVES = 4;

export interface SearchInput {
  q: string;
  p?: string;
  orderBy?: SortOption;
  limit?: string;
  buscador?: 'true' | 'false';
}

const fuzzyCandidate = (w: string) => w.length >= 4 && !/^\d+$/.test(w);

/** Full-text product search (spec 000 §5, §9): accent/case-insensitive, typo tolerant, with a spelling suggestion. */
export class SearchService {
  readonly repo: SearchRepository;

  constructor(
    db: Kysely<Database>,
    private readonly products: ProductService,
  ) {
    this.repo = new SearchRepository(db);
  }

  /** The tsqueries of a text: each word as a prefix, OR-ed with close catalogue spellings. */
  async terms(q: string): Promise<SearchTerms | null> {
    const words = searchWords(q);
    if (!words.length) return null;
    const raw = q.trim();
    const similar = await this.repo.similarWords(words.filter(fuzzyCandidate), TYPO_ALTERNATIVES);
    const exact = words.map((w) => `${w}:*`).join(' & ');
    const expanded = words
      .map((w) => {
        const alts = similar.filter((x) => x.w === w && x.s >= TYPO_SIMILARITY && x.word !== w).map((x) => x.word);
        return alts.length ? `(${[`${w}:*`, ...alts].join(' | ')})` : `${w}:*`;
      })
      .join(' & ');
    return { exact, expanded, codigo: /^\d{1,9}$/.test(raw) ? Number(raw) : null, raw };
  }

  async search(input: SearchInput, viewer: Viewer): Promise<SearchResponse> {
    const suggestMode = input.buscador === 'true';
    const size = input.limit ? Number(input.limit) : suggestMode ? SUGGESTION_LIMIT : undefined;
    const { page, pageSize, limit, offset } = pageWindow(suggestMode ? 1 : input.p, size);
    const t = await this.terms(input.q);
    if (!t) return { ok: true, results: [], total: 0, page, pageSize, sugerencia: null };
    const { codes, total } = await this.repo.page(t, input.orderBy ?? null, limit, offset);
    const results = await this.products.cards(codes, viewer);
    const sugerencia = total === 0 ? await this.suggestion(input.q) : null;
    return { ok: true, results, total, page, pageSize, sugerencia };
  }

  /** Each word replaced by the closest catalogue word; null when nothing would change. */
  async suggestion(q: string): Promise<string | null> {
    const words = searchWords(q);
    const best = new Map<string, string>();
    for (const x of await this.repo.similarWords(words.filter(fuzzyCandidate), 1)) best.set(x.w, x.word);
    const out = words.map((w) => best.get(w) ?? w);
    return out.some((w, i) => w !== words[i]) ? out.join(' ') : null;
  }
}
