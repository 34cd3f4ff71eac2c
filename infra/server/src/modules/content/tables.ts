/** Tables owned by the content module: CMS pages, dialog assets and navigation menus, one row per language. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentBlock, Navigation } from '@sf/contracts';

export const pages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    overlayHeader: boolean('overlay_header').notNull(),
    headerStyle: text('header_style').$type<'light' | 'dark'>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

export const assets = pgTable(
  'content_assets',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    size: text('size').$type<'xs' | 'md' | 'lg'>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.language] })],
);

export const navigations = pgTable(
  'content_navigation',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    links: jsonb('links').$type<Navigation['links']>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/**
 * Issue 25: every saved version of a page in one language. `content_pages` stays the live row a shopper reads;
 * publishing copies a version into it. (slug, language, version) is unique, so two editors saving against the same
 * base version cannot both become the next version (the second gets 409). Schedules are columns here, not timers:
 * `publish_at` on a draft, `unpublish_at` on the published version; the scheduler applies them when due.
 */
export const pageVersions = pgTable(
  'content_page_versions',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    overlayHeader: boolean('overlay_header').notNull(),
    headerStyle: text('header_style').$type<'light' | 'dark'>().notNull(),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull(),
    state: text('state').$type<PageVersionState>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Operator e-mail, copied (no cross-module key); null for versions made from seeded pages. */
    author: text('author'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_page_versions_number').on(t.slug, t.language, t.version),
    // At most one published version per page and language (the one copied into content_pages).
    uniqueIndex('content_page_versions_published').on(t.slug, t.language).where(sql`${t.state} = 'published'`),
    index('content_page_versions_publish_due').on(t.publishAt).where(sql`${t.publishAt} is not null`),
    index('content_page_versions_unpublish_due').on(t.unpublishAt).where(sql`${t.unpublishAt} is not null`),
    check('content_page_versions_state', sql`${t.state} in ('draft', 'published', 'archived')`),
  ],
);

export type PageVersionState = 'draft' | 'published' | 'archived';

/** Every publish and unpublish, by an operator (now) or by the scheduler (`source` = 'schedule'). */
export const pagePublishEvents = pgTable(
  'content_publish_events',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    versionId: uuid('version_id').notNull(),
    version: integer('version').notNull(),
    source: text('source').$type<'operator' | 'schedule'>().notNull(),
    operator: text('operator'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_publish_events_page').on(t.slug, t.language, t.at)],
);
