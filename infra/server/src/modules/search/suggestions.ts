/** As-you-type suggestions: popular phrases, categories and products for a prefix, each one indexed query. */
import { sql, type SQL } from 'drizzle-orm';
import type { Suggestions } from '@sf/contracts';
import type { Language } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { siteColumns, type SiteColumns } from './currency-columns';
import { rowsOf } from './index-builder';
import { termWords } from './text-search';

/** Products scanned in merchandising order before falling back to the name index (see productsByName). */
const TOP_SCAN = 400;

/**
 * The first four products in merchandising order whose name matches. A common prefix ("h") matches thousands of
 * names: the top of the brand's list then holds four matches, found by walking it. A rare one ("jac" at a boot
 * brand) matches few: the name index finds them, and sorting a few is cheap. Both stay fast; neither alone does.
 */
async function productsByName(db: Database, brand: string, nameVector: SQL, nameQuery: string, columns: SiteColumns) {
  const card = sql`l.product_id, l.names, l.path, l.image, ${sql.raw(`l.${columns.price}`)} as price, ${sql.raw(`l.${columns.list}`)} as list`;
  const top = await db.execute(sql`
    select * from (select ${card}, l.position, ${nameVector} @@ to_tsquery('simple', ${nameQuery}) as hit
      from search_listing l where l.brand = ${brand} order by l.position, l.product_id limit ${TOP_SCAN}) l
    where l.hit order by l.position, l.product_id limit 4`);
  if (rowsOf(top).length === 4) return top;
  // "+ 0" keeps the planner off the (brand, position) index, so the name index drives this one.
  return db.execute(sql`
    select ${card} from search_listing l
    where l.brand = ${brand} and ${nameVector} @@ to_tsquery('simple', ${nameQuery})
    order by l.position + 0, l.product_id limit 4`);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function suggest(db: Database, site: SiteContext, language: Language, term: string): Promise<Suggestions> {
  const typed = term.toLocaleLowerCase(language).replace(/\s+/g, ' ');
  const prefix = `${escapeLike(typed)}%`;
  const wordPrefix = `% ${escapeLike(typed)}%`;
  const columns = siteColumns(site.locale);
  // Every word of the name in the site language, the last one as a prefix; indexed per language (tables.ts).
  const words = termWords(term, language);
  const nameQuery = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  const nameVector = sql.raw(`to_tsvector('simple'::regconfig, l.names ->> '${language}')`);

  const [phrases, categories, products] = await Promise.all([
    db.execute(sql`
      select phrase from search_phrases
      where language = ${language} and brand = ${site.brand} and (phrase like ${prefix} or phrase like ${wordPrefix} or phrase % ${typed})
      order by (phrase like ${prefix}) desc, (phrase like ${wordPrefix}) desc, similarity(phrase, ${typed}) desc, weight desc, phrase
      limit 5`),
    db.execute(sql`
      select slug, label from search_categories
      where brand = ${site.brand} and language = ${language} and (lower(name) like ${prefix} or lower(name) like ${wordPrefix})
      order by product_count desc, slug
      limit 4`),
    words.length > 0 ? productsByName(db, site.brand, nameVector, nameQuery, columns) : Promise.resolve({ rows: [] }),
  ]);

  return {
    term,
    phrases: rowsOf<{ phrase: string }>(phrases).map((row) => row.phrase),
    categories: rowsOf<{ slug: string; label: string }>(categories).map((row) => ({ slug: row.slug, name: row.label })),
    products: rowsOf<{ product_id: string; names: Record<Language, string>; path: string; image: string; price: number; list: number }>(products).map(
      (row) => ({
        productId: row.product_id,
        name: row.names[language] ?? row.names.en,
        path: row.path,
        image: row.image,
        price: {
          list: { amount: row.list, currency: columns.currency },
          sale: row.price < row.list ? { amount: row.price, currency: columns.currency } : null,
        },
      }),
    ),
  };
}
