/**
 * Tables owned by the releases module (issue 26): every published release of a remote, what happened to it (publish,
 * promote, roll back, automatic roll back) and the previews, named sets of releases on top of production.
 *
 * Constraints carry the rules that two requests at once could break: a remote's content-hashed build is published
 * once (unique remote + build id), and at most one release of a remote is live (partial unique index).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const RELEASE_STATUSES = ['published', 'live', 'retired', 'rolled-back', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: uuid('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The content hash of the release's files: the same build published twice is the same release. */
    buildId: text('build_id').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    serverEntryUrl: text('server_entry_url'),
    exposes: jsonb('exposes').$type<string[]>().notNull(),
    dialogs: jsonb('dialogs').$type<unknown[]>().notNull(),
    contractVersion: text('contract_version').notNull(),
    status: text('status').$type<ReleaseStatus>().notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    promotedBy: text('promoted_by'),
    /** Why the last health check failed (automatic roll back). */
    healthError: text('health_error'),
  },
  (t) => [
    check('remote_releases_status', sql`${t.status} in ('published', 'live', 'retired', 'rolled-back', 'failed')`),
    uniqueIndex('remote_releases_build').on(t.remote, t.buildId),
    uniqueIndex('remote_releases_one_live').on(t.remote).where(sql`${t.status} = 'live'`),
    index('remote_releases_remote').on(t.remote, t.publishedAt),
  ],
);

export const RELEASE_ACTIONS = ['publish', 'promote', 'rollback', 'auto-rollback'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** The history an operator reads on /healthcheck/releases: who did what to which release, when and why. */
export const remoteReleaseEvents = pgTable(
  'remote_release_events',
  {
    id: uuid('id').primaryKey(),
    remote: text('remote').notNull(),
    /** Null for a roll back to "release zero" (the monorepo's own build folders). */
    releaseId: uuid('release_id'),
    action: text('action').$type<ReleaseAction>().notNull(),
    operator: text('operator').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('remote_release_events_action', sql`${t.action} in ('publish', 'promote', 'rollback', 'auto-rollback')`),
    index('remote_release_events_remote').on(t.remote, t.at),
  ],
);

/** A preview (`pr-123`): release ids by remote, shown only to visitors who opened it, until it expires. */
export const releasePreviews = pgTable(
  'release_previews',
  {
    name: text('name').primaryKey(),
    pullRequest: integer('pull_request').notNull(),
    releases: jsonb('releases').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('release_previews_name', sql`${t.name} ~ '^pr-[0-9]{1,9}$'`)],
);
