import { z } from 'zod';
import {
  CASE_REFERENCE_PATTERN,
  CASE_STATUSES,
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  HELP_SEARCH_MAX,
  HELP_TOPIC_SLUGS,
  ORDER_NUMBER_PATTERN,
} from '../help';
import { SiteQuerySchema } from './common';
import { EmailSchema } from './identity';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug (letters, digits, dashes)');

/** One help article: a question a shopper asks and its answer, in paragraphs. */
export const HelpArticleSchema = z.object({
  topic: z.enum(HELP_TOPIC_SLUGS),
  slug,
  title: z.string(),
  paragraphs: z.array(z.string()).min(1),
});

/** A topic with a one-line summary (index and all-topics lists). */
export const HelpTopicSummarySchema = z.object({
  slug: z.enum(HELP_TOPIC_SLUGS),
  title: z.string(),
  summary: z.string(),
  articleCount: z.number().int(),
});

/** GET /api/help/topics: every topic, popular ones flagged for the index. */
export const HelpTopicListSchema = z.object({
  topics: z.array(HelpTopicSummarySchema.extend({ popular: z.boolean() })),
});

/** GET /api/help/topics/{topic}: a topic and all its articles (the FAQ page of the topic). */
export const HelpTopicSchema = HelpTopicSummarySchema.extend({ articles: z.array(HelpArticleSchema) });

/** GET /api/help/topics/{topic}/{article}: one article, with the other articles of its topic as "related". */
export const HelpArticlePageSchema = z.object({
  topic: HelpTopicSummarySchema,
  article: HelpArticleSchema,
  related: z.array(HelpArticleSchema.pick({ topic: true, slug: true, title: true })),
});

export const HelpTopicParamsSchema = z.object({ topic: slug });
export const HelpArticleParamsSchema = z.object({ topic: slug, article: slug });

/** GET /api/search/articles query: the site and the words to look for (in the site's language). */
export const HelpSearchQuerySchema = SiteQuerySchema.extend({
  q: z.string().trim().min(1, 'type what you are looking for').max(HELP_SEARCH_MAX),
});

/** One hit: where it leads, its title and a plain-text excerpt (no markup: the page escapes it). */
export const HelpSearchHitSchema = z.object({
  topic: z.enum(HELP_TOPIC_SLUGS),
  topicTitle: z.string(),
  slug,
  title: z.string(),
  excerpt: z.string(),
});
export const HelpSearchResultSchema = z.object({ term: z.string(), hits: z.array(HelpSearchHitSchema) });

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 without line breaks');
/** Base64 of at most CONTACT_ATTACHMENT_MAX_BYTES (4 characters per 3 bytes); the server checks the decoded size too. */
const MAX_BASE64 = Math.ceil(CONTACT_ATTACHMENT_MAX_BYTES / 3) * 4;

/** POST /api/help/cases: the contact form. `idempotencyKey` makes a double submit create one case. */
export const ContactCaseBodySchema = SiteQuerySchema.extend({
  idempotencyKey: z.uuid('a UUID made by the form once per message'),
  topic: z.enum(CONTACT_TOPICS),
  email: EmailSchema,
  name: z.string().trim().min(1, 'your name').max(CONTACT_NAME_MAX),
  orderNumber: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(ORDER_NUMBER_PATTERN, 'an order number is two letters and eight digits, e.g. NB12345678'))
    .optional(),
  message: z.string().trim().min(10, 'at least 10 characters').max(CONTACT_MESSAGE_MAX),
  attachment: z
    .object({
      fileName: z.string().trim().min(1).max(200),
      contentBase64: base64.min(4).max(MAX_BASE64, `at most ${CONTACT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`),
    })
    .optional(),
});

/** The answer to the shopper: the reference to quote in later messages. */
export const ContactCaseCreatedSchema = z.object({
  reference: z.string().regex(CASE_REFERENCE_PATTERN),
  createdAt: z.string(),
});

export const CaseAttachmentInfoSchema = z.object({ fileName: z.string(), contentType: z.enum(CONTACT_ATTACHMENT_TYPES), size: z.number().int() });

/** A case as customer service lists it. */
export const CaseSummarySchema = z.object({
  reference: z.string(),
  brand: z.string(),
  locale: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  email: z.string(),
  name: z.string(),
  status: z.enum(CASE_STATUSES),
  createdAt: z.string(),
  hasAttachment: z.boolean(),
});
export const CaseListSchema = z.object({ cases: z.array(CaseSummarySchema) });
export const CaseListQuerySchema = z.object({ status: z.enum(CASE_STATUSES).optional() });

/** One case, opened by customer service. */
export const CaseDetailSchema = CaseSummarySchema.extend({
  orderNumber: z.string().nullable(),
  message: z.string(),
  attachment: CaseAttachmentInfoSchema.nullable(),
  updatedAt: z.string(),
  statusChangedBy: z.string().nullable(),
});
export const CaseParamsSchema = z.object({ reference: z.string().regex(CASE_REFERENCE_PATTERN, 'a case reference such as CS-7KQ2M9XD') });
export const CaseStatusBodySchema = z.object({ status: z.enum(CASE_STATUSES) });

export type HelpArticle = z.infer<typeof HelpArticleSchema>;
export type HelpTopicSummary = z.infer<typeof HelpTopicSummarySchema>;
export type HelpTopicList = z.infer<typeof HelpTopicListSchema>;
export type HelpTopic = z.infer<typeof HelpTopicSchema>;
export type HelpArticlePage = z.infer<typeof HelpArticlePageSchema>;
export type HelpSearchHit = z.infer<typeof HelpSearchHitSchema>;
export type HelpSearchResult = z.infer<typeof HelpSearchResultSchema>;
export type ContactCaseBody = z.input<typeof ContactCaseBodySchema>;
export type ContactCaseCreated = z.infer<typeof ContactCaseCreatedSchema>;
export type CaseSummary = z.infer<typeof CaseSummarySchema>;
export type CaseList = z.infer<typeof CaseListSchema>;
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

/**
 * First data of ./HelpPage, one shape per page: the index and all topics list topics, a topic is its FAQ, an article
 * is one answer, and /search/articles is the help search (no term: just the box).
 */
export type HelpPageData =
  | { view: 'index'; topics: HelpTopicList['topics'] }
  | { view: 'all-topics'; topics: HelpTopicList['topics'] }
  | { view: 'topic'; topic: HelpTopic }
  | { view: 'article'; page: HelpArticlePage }
  | { view: 'search'; result: HelpSearchResult | null };
