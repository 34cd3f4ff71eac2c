/** As-you-type suggestions: popular phrases, categories and products for a prefix, each one indexed query. */
import { sql } from 'drizzle-orm';
import type { Language, Suggestions } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { siteColumns } from './currency-columns';
import { rowsOf } from './index-builder';
import { termWords } from './text-search';

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
    words.length > 0
      ? db.execute(sql`
          select l.product_id, l.names, l.path, l.image, ${sql.raw(`l.${columns.price}`)} as price, ${sql.raw(`l.${columns.list}`)} as list
          from search_listing l
          where l.brand = ${site.brand} and ${nameVector} @@ to_tsquery('simple', ${nameQuery})
          order by l.position, l.product_id
          limit 4`)
      : Promise.resolve({ rows: [] }),
  ]);

  return {
    term,
    phrases: rowsOf<{ phrase: string }>(phrases).map((row) => row.phrase),
    categories: rowsOf<{ slug: string; label: string }>(categories).map((row) => ({ slug: row.slug, name: row.label })),
    products: rowsOf<{ product_id: string; names: Record<Language, string>; path: string; image: string; price: number; list: number }>(products).map((row) => ({
      productId: row.product_id,
      name: row.names[language] ?? row.names.en,
      path: row.path,
      image: row.image,
      price: {
        list: { amount: row.list, currency: columns.currency },
        sale: row.price < row.list ? { amount: row.price, currency: columns.currency } : null,
      },
    })),
  };
}
