import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ProductSort } from '../products/product.repository.js';

export interface SearchTerms {
  /** Normalised words joined by spaces. */
  text: string;
  tsquery: string;
  /** Typo tolerance through trigram word similarity; off for very short input. */
  fuzzy: boolean;
  /** A product code when the input is a number. */
  codigo: number | null;
  /** The raw input, compared with barcodes. */
  raw: string;
}

const tsMatch = (t: SearchTerms) => sql`p.search_tsv @@ to_tsquery('simple', ${t.tsquery})`;

function matchCondition(t: SearchTerms): RawBuilder<boolean> {
  const parts = [tsMatch(t)];
  if (t.fuzzy) parts.push(sql`${t.text} <% p.search_text`);
  if (t.codigo !== null) parts.push(sql`p.codigo = ${t.codigo}`);
  parts.push(sql`p.codigo_barra = ${t.raw}`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

const exactSql = (t: SearchTerms) => sql`(p.codigo = ${t.codigo ?? -1} or coalesce(p.codigo_barra = ${t.raw}, false))`;

const sortSql: Record<Exclude<ProductSort, 'popular'>, RawBuilder<unknown>> = {
  destacado: sql`p.destacado desc, p.popularidad desc`,
  promocion: sql`p.promocion desc, p.descuento desc`,
  nuevo: sql`p.nuevo desc, p.created_at desc`,
  menor_precio: sql`(p.precio - round(p.precio * p.descuento / 100.0)) asc`,
  mayor_precio: sql`(p.precio - round(p.precio * p.descuento / 100.0)) desc`,
  descuento: sql`p.descuento desc`,
};

export class SearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One page of matches: exact code/barcode first, then by the chosen order or by relevance
   * (full-text rank plus trigram word similarity).
   */
  pageQuery(t: SearchTerms, sort: Exclude<ProductSort, 'popular'> | null, limit: number, offset: number) {
    // Text matches rank above typo-only matches; word similarity is computed only for the latter.
    const relevance = t.fuzzy
      ? sql`case when ${tsMatch(t)} then 1 + ts_rank(p.search_tsv, to_tsquery('simple', ${t.tsquery})) else word_similarity(${t.text}, p.search_text) end`
      : sql`ts_rank(p.search_tsv, to_tsquery('simple', ${t.tsquery}))`;
    const order = sort ? sql`${sortSql[sort]}, ${relevance} desc` : sql`${relevance} desc, p.popularidad desc`;
    return sql<{ codigo: number; total: number }>`
      select p.codigo, count(*) over () as total from products p
      where ${matchCondition(t)}
      order by ${exactSql(t)} desc, ${order}, p.codigo
      limit ${limit} offset ${offset}`;
  }

  /** Codes of one page and the number of matches, from one pass over the matches. */
  async page(t: SearchTerms, sort: Exclude<ProductSort, 'popular'> | null, limit: number, offset: number) {
    const { rows } = await this.pageQuery(t, sort, limit, offset).execute(this.db);
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.count(t) : 0;
    return { codes: rows.map((r) => r.codigo), total };
  }

  async count(t: SearchTerms): Promise<number> {
    const rows = await sql<{ n: number }>`select count(*)::int as n from products p where ${matchCondition(t)}`.execute(this.db);
    return Number(rows.rows[0]?.n ?? 0);
  }

  async knownWords(words: string[]): Promise<Set<string>> {
    if (!words.length) return new Set();
    const rows = await this.db.selectFrom('search_words').select('word').where('word', 'in', words).execute();
    return new Set(rows.map((r) => r.word));
  }

  /** The catalogue word closest in spelling (trigram similarity over the indexed vocabulary). */
  async closestWord(word: string): Promise<string | undefined> {
    const rows = await sql<{ word: string }>`
      select word from search_words where word % ${word}
      order by similarity(word, ${word}) desc, length(word), word limit 1`.execute(this.db);
    return rows.rows[0]?.word;
  }
}
