import type { SortOption } from '@botica/shared-contracts/catalog/entities';
import type { SearchResponse } from '@botica/shared-contracts/catalog/responses';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { pageWindow } from '../catalog.pagination.js';
import type { ProductService, Viewer } from '../products/product.service.js';
import { type SearchTerms, SearchRepository } from './search.repository.js';
import { prefixTsQuery, searchWords } from './search-text.js';

export const SUGGESTION_LIMIT = 5;

export interface SearchInput {
  q: string;
  p?: string;
  orderBy?: SortOption;
  limit?: string;
  buscador?: 'true' | 'false';
}

/** Full-text + trigram product search (spec 000 §5, §9) with a spelling suggestion when nothing matches. */
export class SearchService {
  readonly repo: SearchRepository;

  constructor(
    db: Kysely<Database>,
    private readonly products: ProductService,
  ) {
    this.repo = new SearchRepository(db);
  }

  terms(q: string): SearchTerms | null {
    const words = searchWords(q);
    if (!words.length) return null;
    const raw = q.trim();
    const text = words.join(' ');
    const codigo = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    return { text, tsquery: prefixTsQuery(words), fuzzy: text.replace(/ /g, '').length >= 4, codigo, raw };
  }

  async search(input: SearchInput, viewer: Viewer): Promise<SearchResponse> {
    const suggestMode = input.buscador === 'true';
    const size = input.limit ? Number(input.limit) : suggestMode ? SUGGESTION_LIMIT : undefined;
    const { page, pageSize, limit, offset } = pageWindow(suggestMode ? 1 : input.p, size);
    const t = this.terms(input.q);
    if (!t) return { ok: true, results: [], total: 0, page, pageSize, sugerencia: null };
    const { codes, total } = await this.repo.page(t, input.orderBy ?? null, limit, offset);
    const results = await this.products.cards(codes, viewer);
    const sugerencia = total === 0 ? await this.suggestion(t.text) : null;
    return { ok: true, results, total, page, pageSize, sugerencia };
  }

  /** Each unknown word replaced by the closest catalogue word; null when nothing would change. */
  async suggestion(text: string): Promise<string | null> {
    const words = text.split(' ');
    const known = await this.repo.knownWords(words);
    let changed = false;
    const out: string[] = [];
    for (const w of words) {
      if (known.has(w) || w.length < 3 || /^\d+$/.test(w)) {
        out.push(w);
        continue;
      }
      const best = await this.repo.closestWord(w);
      if (best && best !== w) changed = true;
      out.push(best ?? w);
    }
    return changed ? out.join(' ') : null;
  }
}
