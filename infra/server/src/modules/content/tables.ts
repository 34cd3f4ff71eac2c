/** Tables owned by the content module: CMS pages, dialog assets and navigation menus, one row per language. */
import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
