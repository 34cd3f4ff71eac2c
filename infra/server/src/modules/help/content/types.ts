/** The help centre's articles per language: written text, versioned with the code like the UI texts. */
import type { HelpTopicSlug } from '@sf/contracts/help';

export interface HelpArticleText {
  slug: string;
  /** The shopper's question. */
  title: string;
  /** The answer; `{brand}` is replaced with the site's brand name. */
  paragraphs: string[];
}

export interface HelpTopicText {
  slug: HelpTopicSlug;
  title: string;
  summary: string;
  articles: HelpArticleText[];
}
