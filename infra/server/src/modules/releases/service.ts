/**
 * The release registry (issue 26): publish, promote, roll back and previews, in the database. Every change of what is
 * live runs in a transaction holding the remote's advisory lock, so two operators (or an operator and the automatic
 * roll back) acting at once run one after the other; the partial unique index keeps one live release per remote
 * whatever happens.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CreatePreviewBodySchema, PublishReleaseBodySchema } from '@sf/contracts/api';
import type { Preview, Release, ReleaseEvent } from '@sf/contracts';
import type { z } from 'zod';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { HttpError, conflict, notFound } from '../../http-errors';
import { releasePreviews, remoteReleaseEvents, remoteReleases, type ReleaseAction } from './tables';

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type PreviewRow = typeof releasePreviews.$inferSelect;
type PublishBody = z.output<typeof PublishReleaseBodySchema>;
type PreviewBody = z.output<typeof CreatePreviewBodySchema>;

export interface PublishInput extends PublishBody {
  manifestUrl: string;
  serverEntryUrl: string | null;
}

export const toRelease = (row: ReleaseRow): Release => ({
  id: row.id,
  remote: row.remote,
  version: row.version,
  buildId: row.buildId,
  manifestUrl: row.manifestUrl,
  serverEntryUrl: row.serverEntryUrl,
  exposes: row.exposes,
  contractVersion: row.contractVersion,
  status: row.status,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  promotedAt: row.promotedAt?.toISOString() ?? null,
  promotedBy: row.promotedBy,
  healthError: row.healthError,
});

export const toPreview = (row: PreviewRow): Preview => ({
  name: row.name,
  pullRequest: row.pullRequest,
  releases: row.releases,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  expiresAt: row.expiresAt.toISOString(),
});

export const previewName = (pullRequest: number): string => `pr-${pullRequest}`;

export function createReleaseService(db: Database) {
  const record = (tx: Database, remote: string, releaseId: string | null, action: ReleaseAction, operator: string, reason: string | null = null) =>
    tx.insert(remoteReleaseEvents).values({ id: randomUUID(), remote, releaseId, action, operator, reason });

  /** Takes the remote's lock, then runs `work`; the live row is read under the lock. */
  const underLock = <T>(remote: string, work: (tx: Database, live: ReleaseRow | null) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await lockKey(tx, `releases:${remote}`);
      const [live] = await tx
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.status, 'live')));
      return work(tx, live ?? null);
    });

  return {
    /** Registers a release; the same remote and content hash again returns the first one (`created` false). */
    async publish(input: PublishInput, operator: string): Promise<{ release: ReleaseRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(remoteReleases)
          .values({
            id: randomUUID(),
            remote: input.remote,
            version: input.version,
            buildId: input.buildId,
            manifestUrl: input.manifestUrl,
            serverEntryUrl: input.serverEntryUrl,
            exposes: input.exposes,
            dialogs: input.dialogs,
            contractVersion: input.contract.version,
            publishedBy: operator,
          })
          .onConflictDoNothing({ target: [remoteReleases.remote, remoteReleases.buildId] })
          .returning();
        if (inserted) {
          await record(tx, input.remote, inserted.id, 'publish', operator);
          return { release: inserted, created: true };
        }
        const [existing] = await tx
          .select()
          .from(remoteReleases)
          .where(and(eq(remoteReleases.remote, input.remote), eq(remoteReleases.buildId, input.buildId)));
        if (!existing) throw new HttpError(503, 'The release was published and removed at the same time; publish again');
        return { release: existing, created: false };
      });
    },

    async get(id: string): Promise<ReleaseRow | null> {
      const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.id, id));
      return row ?? null;
    },

    /** Makes the release live; the one it replaces is kept as "retired" (a good release to roll back to). */
    async promote(id: string, operator: string): Promise<ReleaseRow> {
      const target = await this.get(id);
      if (!target) throw notFound(`No release ${id}`);
      return underLock(target.remote, async (tx, live) => {
        if (live?.id === id) return live;
        if (live) await tx.update(remoteReleases).set({ status: 'retired' }).where(eq(remoteReleases.id, live.id));
        const [promoted] = await tx
          .update(remoteReleases)
          .set({ status: 'live', promotedAt: new Date(), promotedBy: operator, healthError: null })
          .where(eq(remoteReleases.id, id))
          .returning();
        await record(tx, target.remote, id, 'promote', operator);
        if (!promoted) throw notFound(`No release ${id}`);
        return promoted;
      });
    },

    /**
     * Takes the live release down (rolled back, or failed for an automatic roll back) and makes the last good one
     * live again: the most recently promoted retired release, else release zero (the monorepo build). `expected`:
     * the automatic roll back acts only if the release it checked is still the live one.
     */
    async rollback(
      remote: string,
      operator: string,
      options: { automatic?: { releaseId: string; reason: string } } = {},
    ): Promise<{ from: ReleaseRow; to: ReleaseRow | null } | null> {
      return underLock(remote, async (tx, live) => {
        if (!live) {
          if (options.automatic) return null;
          throw conflict(`${remote} has no live release: it already runs the monorepo build`);
        }
        if (options.automatic && live.id !== options.automatic.releaseId) return null;
        await tx
          .update(remoteReleases)
          .set(options.automatic ? { status: 'failed', healthError: options.automatic.reason } : { status: 'rolled-back' })
          .where(eq(remoteReleases.id, live.id));
        const [previous] = await tx
          .select()
          .from(remoteReleases)
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.status, 'retired')))
          .orderBy(desc(remoteReleases.promotedAt))
          .limit(1);
        if (previous) await tx.update(remoteReleases).set({ status: 'live' }).where(eq(remoteReleases.id, previous.id));
        await record(
          tx,
          remote,
          previous?.id ?? null,
          options.automatic ? 'auto-rollback' : 'rollback',
          operator,
          options.automatic ? options.automatic.reason : `from ${live.buildId}`,
        );
        return { from: live, to: previous ? { ...previous, status: 'live' } : null };
      });
    },

    live: (): Promise<ReleaseRow[]> => db.select().from(remoteReleases).where(eq(remoteReleases.status, 'live')),

    async overview(): Promise<{ releases: ReleaseRow[]; events: ReleaseEvent[]; previews: PreviewRow[] }> {
      const [releases, events, previews] = await Promise.all([
        db.select().from(remoteReleases).orderBy(desc(remoteReleases.publishedAt)).limit(500),
        db.select().from(remoteReleaseEvents).orderBy(desc(remoteReleaseEvents.at)).limit(100),
        db.select().from(releasePreviews).where(gt(releasePreviews.expiresAt, sql`now()`)).orderBy(desc(releasePreviews.createdAt)),
      ]);
      return {
        releases,
        events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
        previews,
      };
    },

    /** Creates (or replaces, for a new push to the same pull request) the preview `pr-<n>`. */
    async createPreview(body: PreviewBody, operator: string): Promise<PreviewRow> {
      const rows = await db.select().from(remoteReleases).where(inArray(remoteReleases.id, body.releaseIds));
      const missing = body.releaseIds.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length) throw notFound(`releaseIds: no release ${missing.join(', ')}`);
      const releases: Record<string, string> = {};
      for (const row of rows) {
        if (releases[row.remote]) throw new HttpError(400, `releaseIds: two releases of ${row.remote}; a preview holds one per remote`);
        releases[row.remote] = row.id;
      }
      const values = {
        name: previewName(body.pullRequest),
        pullRequest: body.pullRequest,
        releases,
        createdBy: operator,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + body.ttlHours * 3600_000),
      };
      const [row] = await db
        .insert(releasePreviews)
        .values(values)
        .onConflictDoUpdate({ target: releasePreviews.name, set: { releases, createdBy: operator, createdAt: values.createdAt, expiresAt: values.expiresAt } })
        .returning();
      return row ?? values;
    },

    /** Previews not yet expired, with their releases. */
    async activePreviews(): Promise<{ preview: PreviewRow; releases: ReleaseRow[] }[]> {
      const previews = await db.select().from(releasePreviews).where(gt(releasePreviews.expiresAt, sql`now()`));
      const ids = previews.flatMap((preview) => Object.values(preview.releases));
      const releases = ids.length ? await db.select().from(remoteReleases).where(inArray(remoteReleases.id, ids)) : [];
      return previews.map((preview) => ({ preview, releases: releases.filter((release) => Object.values(preview.releases).includes(release.id)) }));
    },

    async expirePreview(name: string): Promise<boolean> {
      const removed = await db.delete(releasePreviews).where(eq(releasePreviews.name, name)).returning();
      return removed.length > 0;
    },
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
