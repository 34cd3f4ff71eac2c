/**
 * Issue 25: help articles in the site's search engine. The help module hands over its articles at boot (`index`);
 * each language's row is stemmed with that language's text search configuration, title above body above topic, and
 * a search matches every word typed, the last one also as a prefix (so the help box finds while typing).
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@sf/remote-contract';
import type { HelpTopicSlug } from '@sf/contracts/help';
import type { Database } from '../../db/client';
import { rowsOf } from './index-builder';
import { TEXT_SEARCH_CONFIG, termWords } from './text-search';

export interface HelpArticleDocument {
  language: Language;
  topic: HelpTopicSlug;
  slug: string;
  topicTitle: string;
  title: string;
  body: string;
}

export interface HelpArticleMatch {
  topic: HelpTopicSlug;
  topicTitle: string;
  slug: string;
  title: string;
  body: string;
}

/** Hits per search: a help answer is one of a handful, not a listing to page through. */
export const HELP_SEARCH_LIMIT = 10;

/** `word & word & last:*` of the words typed; null when nothing searchable is left. Words hold letters and digits only. */
export function helpTsQuery(term: string, language: Language): string | null {
  const words = termWords(term, language).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

export function createHelpArticleSearch(db: Database) {
  return {
    /** Makes the index hold exactly these articles (rows of other articles are removed); unchanged rows are not rewritten. */
    async index(documents: readonly HelpArticleDocument[]): Promise<void> {
      const rows = JSON.stringify(documents.map((row) => ({ ...row, config: TEXT_SEARCH_CONFIG[row.language] })));
      const recordset = sql`jsonb_to_recordset(${rows}::jsonb) as r(language text, config text, topic text, slug text, "topicTitle" text, title text, body text)`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into search_help_articles (language, topic, slug, topic_title, title, body, document)
          select r.language, r.topic, r.slug, r."topicTitle", r.title, r.body,
            setweight(to_tsvector(r.config::regconfig, r.title), 'A') || setweight(to_tsvector(r.config::regconfig, r.body), 'B')
              || setweight(to_tsvector(r.config::regconfig, r."topicTitle"), 'C')
          from ${recordset}
          on conflict (language, topic, slug) do update set topic_title = excluded.topic_title, title = excluded.title, body = excluded.body, document = excluded.document
          where (search_help_articles.topic_title, search_help_articles.title, search_help_articles.body) is distinct from (excluded.topic_title, excluded.title, excluded.body)`);
        await tx.execute(sql`
          delete from search_help_articles s where not exists (
            select 1 from ${recordset} where r.language = s.language and r.topic = s.topic and r.slug = s.slug)`);
      });
    },

    /** The best matches in `language`, best first. */
    async search(language: Language, term: string, limit = HELP_SEARCH_LIMIT): Promise<HelpArticleMatch[]> {
      const query = helpTsQuery(term, language);
      if (!query) return [];
      const config = TEXT_SEARCH_CONFIG[language];
      const tsQuery = sql`to_tsquery(${config}::regconfig, ${query})`;
      const rows = rowsOf<{ topic: HelpTopicSlug; topic_title: string; slug: string; title: string; body: string }>(
        await db.execute(sql`
        select topic, topic_title, slug, title, body from search_help_articles
        where language = ${language} and document @@ ${tsQuery}
        order by ts_rank(document, ${tsQuery}) desc, topic, slug
        limit ${limit}`),
      );
      return rows.map((row) => ({ topic: row.topic, topicTitle: row.topic_title, slug: row.slug, title: row.title, body: row.body }));
    },
  };
}

export type HelpArticleSearch = ReturnType<typeof createHelpArticleSearch>;
