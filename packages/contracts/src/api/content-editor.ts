/**
 * Issue 25: the internal content editor's API (`/api/internal/content/...`, role content-editor). A page is a slug
 * in one language; every save is a new version; publishing copies a version into the live page. Blocks are checked
 * by ContentBlockSchema (api/content.ts), the same schema the public page is served with.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '@sf/remote-contract';
import { isValidCmsSlug } from '../patterns';
import { ContentBlockSchema } from './content';

export const PAGE_VERSION_STATES = ['draft', 'published', 'archived'] as const;
/** How many versions (newest first) and publish events a page's detail shows. */
export const PAGE_HISTORY_SHOWN = 50;

export const EditorLanguageSchema = z.enum(LANGUAGES as [Language, ...Language[]]);
export const EditorSlugSchema = z
  .string()
  .trim()
  .max(200)
  .refine(isValidCmsSlug, 'slug: letters, digits, -, _ and / only, and no file extension')
  // Segments joined by single slashes: no leading, trailing or double slash (a page's address is `/<slug>`).
  .refine((slug) => /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/i.test(slug), 'slug: no leading, trailing or double slash')
  .describe('Page slug, may contain slashes, e.g. about-us');

/** What an editor edits: the page's fields and blocks. */
export const PageContentSchema = z.object({
  title: z.string().trim().min(1, 'title: must not be empty').max(200),
  description: z.string().trim().max(500),
  overlayHeader: z.boolean(),
  headerStyle: z.enum(['light', 'dark']),
  blocks: z.array(ContentBlockSchema).max(200),
});
export type PageContent = z.infer<typeof PageContentSchema>;

export const PageVersionSchema = PageContentSchema.extend({
  id: z.uuid(),
  slug: z.string(),
  language: EditorLanguageSchema,
  version: z.number().int().min(1),
  state: z.enum(PAGE_VERSION_STATES),
  /** A scheduled publish of this draft, ISO 8601; null when none. */
  publishAt: z.string().nullable(),
  /** A scheduled unpublish of this (published) version, ISO 8601; null when none. */
  unpublishAt: z.string().nullable(),
  author: z.string().nullable().describe('Operator e-mail; null for versions made from seeded pages'),
  createdAt: z.string(),
});
export type PageVersion = z.infer<typeof PageVersionSchema>;

/** Save: a new version from `baseVersion` (the latest version the editor read; null for a new page). */
export const PageVersionSaveSchema = PageContentSchema.extend({
  slug: EditorSlugSchema,
  language: EditorLanguageSchema,
  baseVersion: z.number().int().min(1).nullable(),
}).strict();
export type PageVersionSave = z.input<typeof PageVersionSaveSchema>;

/** Restore: a new version with an old version's content, from `baseVersion` like a save. */
export const PageVersionRestoreSchema = z.object({ baseVersion: z.number().int().min(1) }).strict();

/** Publish or unpublish now (no `at`, or null) or at a future time (ISO 8601 with an offset). */
export const PublishRequestSchema = z.object({ at: z.iso.datetime({ offset: true }).nullable().optional() }).strict();
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

export const PublishEventSchema = z.object({
  id: z.string(),
  action: z.enum(['publish', 'unpublish']),
  versionId: z.string(),
  version: z.number().int(),
  source: z.enum(['operator', 'schedule']),
  operator: z.string().nullable(),
  at: z.string(),
});
export type PublishEvent = z.infer<typeof PublishEventSchema>;

export const ContentPageSummarySchema = z.object({
  slug: z.string(),
  language: EditorLanguageSchema,
  title: z.string().describe('Title of the latest version'),
  liveVersion: z.number().int().nullable(),
  latestVersion: z.number().int(),
  pendingPublish: z.object({ versionId: z.string(), version: z.number().int(), at: z.string() }).nullable(),
  pendingUnpublish: z.object({ at: z.string() }).nullable(),
});
export type ContentPageSummary = z.infer<typeof ContentPageSummarySchema>;

export const ContentPageListSchema = z.object({ pages: z.array(ContentPageSummarySchema) });
export type ContentPageList = z.infer<typeof ContentPageListSchema>;

export const ContentPageDetailSchema = z.object({
  slug: z.string(),
  language: EditorLanguageSchema,
  liveVersion: z.number().int().nullable(),
  /** Newest first, at most PAGE_HISTORY_SHOWN. */
  versions: z.array(PageVersionSchema),
  events: z.array(PublishEventSchema),
});
export type ContentPageDetail = z.infer<typeof ContentPageDetailSchema>;

/** Spec §2 `/cms/preview` and rule 8: `?cms=<version id>&preview=1` shows that version (not on production). */
export const CMS_PREVIEW_PARAMS = { version: 'cms', flag: 'preview' } as const;

/** The version id a preview URL asks for, or null when it is not a preview URL. */
export function previewVersionOf(query: URLSearchParams): string | null {
  const id = query.get(CMS_PREVIEW_PARAMS.version);
  if (!id || query.get(CMS_PREVIEW_PARAMS.flag) !== '1') return null;
  return z.uuid().safeParse(id).success ? id : null;
}

/**
 * What is wrong with a page's blocks, each problem naming its field (`blocks.2.links.0.href: ...`), by the same schema
 * the server checks (the editor never keeps its own list of block types); empty when they are fine.
 */
export function contentBlockProblems(blocks: unknown): string[] {
  const result = PageContentSchema.shape.blocks.safeParse(blocks);
  return result.success ? [] : result.error.issues.map((issue) => `blocks.${issue.path.join('.')}: ${issue.message}`);
}
