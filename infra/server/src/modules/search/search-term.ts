/**
 * Full-text scopes for a search term in the site language, and "did you mean": when a term finds nothing, each word
 * is replaced by the closest vocabulary word of the brand (pg_trgm similarity), and the adjusted term is searched.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BrandKey, Language } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { rowsOf } from './index-builder';
import type { ListingScope } from './listing-query';
import { SEARCH_SCAN_PARTS } from './tables';
import { TEXT_SEARCH_CONFIG, termWords } from './text-search';

export type TermMatch = 'words' | 'prefix';

/** websearch syntax as typed ("words"), or every word required with the last one as a prefix ("prefix"). */
export function termQuery(term: string, language: Language, match: TermMatch): SQL | null {
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG[language]}'::regconfig`);
  if (match === 'words') return sql`websearch_to_tsquery(${config}, ${term})`;
  const words = termWords(term, language);
  if (words.length === 0) return null;
  // Words are letters and digits only, so the hand-built tsquery cannot be malformed.
  const text = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return sql`to_tsquery(${config}, ${text})`;
}

/** Products of the brand whose document in the site language matches `query`. */
export function searchScope(brand: BrandKey, language: Language, query: SQL): ListingScope {
  // Language and brand are literals (both closed sets) so the planner picks their partial GIN index.
  const lang = sql.raw(`'${language}'`);
  const brandLiteral = sql.raw(`'${brand}'`);
  // Documents carry the facet and sort columns of search_facets under the same names, so they stand in for `f`:
  // matches are counted and ordered without a join per match.
  return {
    from: sql`search_documents f`,
    where: sql`f.language = ${lang} and f.brand = ${brandLiteral} and f.document @@ ${query}`,
    // Literal part numbers too: each part scan then reads its own partial text index and pages.
    parts: SEARCH_SCAN_PARTS.map((part) => sql.raw(`f.scan_part = ${part}`)),
    relevance: { join: sql`search_documents d on d.product_id = l.product_id and d.language = ${lang}`, rank: sql`ts_rank(d.document, ${query})` },
  };
}

/** The term with each unknown word replaced by the closest known one; null when nothing changes. */
export async function correctTerm(db: Database, brand: BrandKey, language: Language, term: string): Promise<string | null> {
  const words = termWords(term, language);
  if (words.length === 0) return null;
  const result = await db.execute(sql`
    select w.input, best.word
    from unnest(${sql.param(words)}::text[]) with ordinality as w(input, n)
    left join lateral (
      select v.word from search_vocabulary v
      where v.language = ${language} and v.brand = ${brand} and v.word % w.input
      order by similarity(v.word, w.input) desc, v.frequency desc, v.word
      limit 1
    ) best on true
    order by w.n`);
  const corrected = rowsOf<{ input: string; word: string | null }>(result).map((row) => row.word ?? row.input);
  const adjusted = corrected.join(' ');
  return adjusted === words.join(' ') ? null : adjusted;
}
