import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ProductSort } from '../products/product.repository.js';

export interface SearchTerms {
  /** Every word as typed (prefix match), all required: 'ibupro:* & 400:*'. */
  exact: string;
  /** Like `exact`, each word OR-ed with close catalogue spellings: '(ibuprofno:* | ibuprofeno) & …'. */
  expanded: string;
  /** A product code when the input is a number. */
  codigo: number | null;
  /** The raw input, compared with barcodes. */
  raw: string;
  /** A landing world's search: only these categories, or only oncology products. */
  scope?: SearchScope;
}

export interface SearchScope {
  categorias?: number[];
  oncologico?: boolean;
}

function scopeCondition(scope: SearchScope | undefined): RawBuilder<boolean> {
  const parts = [sql`true`];
  if (scope?.categorias) parts.push(sql`p.categoria_codigo = any(${sql.val(scope.categorias.length ? scope.categorias : [-1])}::int[])`);
  if (scope?.oncologico) parts.push(sql`p.oncologico`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const matches = (tsquery: string) => sql`p.search_tsv @@ to_tsquery('simple', ${tsquery})`;

function matchCondition(t: SearchTerms): RawBuilder<boolean> {
  const parts = [matches(t.expanded)];
  if (t.codigo !== null) parts.push(sql`p.codigo = ${t.codigo}`);
  parts.push(sql`p.codigo_barra = ${t.raw}`);
  return sql<boolean>`(${sql.join(parts, sql` or `)}) and ${scopeCondition(t.scope)}`;
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
   * One page of matches: exact code/barcode first, then by
   * the chosen order or by relevance (words as typed rank above corrected spellings).
   */
  pageQuery(t: SearchTerms, sort: ProductSort | null, limit: number, offset: number) {
    if (sort === 'popular') {
      return sql<{ codigo: number }>`
        select p.codigo from products p where ${matchCondition(t)}
        order by p.popularidad desc, p.codigo limit ${limit} offset ${offset}`;
    }
    const relevance =
      t.expanded === t.exact
        ? sql`ts_rank(p.search_tsv, to_tsquery('simple', ${t.exact}))`
        : sql`case when ${matches(t.exact)} then 1 else 0 end + ts_rank(p.search_tsv, to_tsquery('simple', ${t.expanded}))`;
    const order = sort ? sql`${sortSql[sort]}, ${relevance} desc` : sql`${relevance} desc, p.popularidad desc`;
    return sql<{ codigo: number }>`
      select p.codigo from products p
      where ${matchCondition(t)}
      order by ${exactSql(t)} desc, ${order}, p.codigo
      limit ${limit} offset ${offset}`;
  }

  async pageCodes(t: SearchTerms, sort: ProductSort | null, limit: number, offset: number): Promise<number[]> {
    const { rows } = await this.pageQuery(t, sort, limit, offset).execute(this.db);
    return rows.map((r) => r.codigo);
  }

  async count(t: SearchTerms): Promise<number> {
    const rows = await sql<{ n: number }>`select count(*)::int as n from products p where ${matchCondition(t)}`.execute(this.db);
    return Number(rows.rows[0]?.n ?? 0);
  }

  /**
   * Catalogue words spelled like each given word (trigram similarity over the indexed vocabulary, which is
   * a few thousand words however large the catalogue), best first.
   */
  async similarWords(words: string[], perWord: number): Promise<{ w: string; word: string; s: number }[]> {
    if (!words.length) return [];
    const rows = await sql<{ w: string; word: string; s: number }>`
      select q.w, v.word, v.s
      from unnest(${sql.val(words)}::text[]) as q(w)
      cross join lateral (
        select sw.word, similarity(sw.word, q.w) as s from search_words sw
        where sw.word % q.w
        order by s desc, length(sw.word), sw.word
        limit ${perWord}
      ) v`.execute(this.db);
    return rows.rows.map((r) => ({ ...r, s: Number(r.s) }));
  }
}
