/**
 * Issue 25: page versions, publishing and schedules behind the internal content editor. `content_pages` stays the
 * live row shoppers read; every save is a new row in `content_page_versions`; publishing copies a version into
 * `content_pages` in the same transaction that marks it published and records the event.
 *
 * Concurrency:
 * - a save names the version it was made from; a stale base is refused (409), and two saves from the same base race
 *   on the unique (slug, language, version) index, so the loser gets 409 too, never a silent overwrite;
 * - publish, unpublish and the scheduler lock the version row (`FOR UPDATE`); the scheduler skips rows another
 *   instance holds (`SKIP LOCKED`) and re-checks the due condition under the lock, so a schedule is applied once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, lte, max, ne, sql } from 'drizzle-orm';
import {
  PAGE_HISTORY_SHOWN,
  type ContentPageDetail,
  type ContentPageList,
  type ContentPageSummary,
  type PageContent,
  type PageVersion,
  type PublishEvent,
} from '@sf/contracts/api';
import type { Language } from '@sf/remote-contract';
import { lockKey } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { pagePublishEvents, pages, pageVersions } from './tables';

type VersionRow = typeof pageVersions.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Source = 'operator' | 'schedule';

/** How many due schedules one scheduler pass applies per kind (the rest wait for the next pass). */
const DUE_BATCH = 20;

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const versionOf = (row: VersionRow): PageVersion => ({
  id: row.id,
  slug: row.slug,
  language: row.language as Language,
  version: row.version,
  title: row.title,
  description: row.description,
  overlayHeader: row.overlayHeader,
  headerStyle: row.headerStyle,
  blocks: row.blocks,
  state: row.state,
  publishAt: iso(row.publishAt),
  unpublishAt: iso(row.unpublishAt),
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

const contentOf = (row: PageContent): PageContent => ({
  title: row.title,
  description: row.description,
  overlayHeader: row.overlayHeader,
  headerStyle: row.headerStyle,
  blocks: row.blocks,
});

export interface PublishOutcome {
  version: PageVersion;
  /** True when the live page changed now (callers then tell every instance's caches); false for a schedule. */
  liveChanged: boolean;
}

export function createContentEditor(db: Database, now: () => Date = () => new Date()) {
  const pageKey = (slug: string, language: string) => `content-page\n${slug}\n${language}`;

  /**
   * Locks the page (all its versions and its live row) for this transaction, then the version row: two publishes of
   * different versions of one page wait for each other instead of both marking their version published.
   */
  async function lockVersion(tx: Transaction, id: string): Promise<VersionRow> {
    const [found] = await tx.select({ slug: pageVersions.slug, language: pageVersions.language }).from(pageVersions).where(eq(pageVersions.id, id));
    if (!found) throw notFound(`Page version not found: ${id}`);
    await lockKey(tx, pageKey(found.slug, found.language));
    const [row] = await tx.select().from(pageVersions).where(eq(pageVersions.id, id)).for('update');
    if (!row) throw notFound(`Page version not found: ${id}`);
    return row;
  }

  /** The scheduler never waits for a page an operator is publishing: it tries, and leaves the row for its next pass. */
  async function tryLockPage(tx: Transaction, row: VersionRow): Promise<boolean> {
    const result = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${pageKey(row.slug, row.language)}, 0)) as locked`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: Array<{ locked: boolean }> }).rows;
    return rows[0]?.locked === true;
  }

  async function record(tx: Transaction, row: VersionRow, action: 'publish' | 'unpublish', source: Source, operator: string | null) {
    await tx.insert(pagePublishEvents).values({
      id: randomUUID(),
      slug: row.slug,
      language: row.language,
      action,
      versionId: row.id,
      version: row.version,
      source,
      operator,
    });
  }

  /** Copies a locked version into the live page; the version that was live becomes archived. */
  async function publishLocked(tx: Transaction, row: VersionRow, source: Source, operator: string | null): Promise<VersionRow> {
    await tx
      .update(pageVersions)
      .set({ state: 'archived', unpublishAt: null })
      .where(and(eq(pageVersions.slug, row.slug), eq(pageVersions.language, row.language), eq(pageVersions.state, 'published'), ne(pageVersions.id, row.id)));
    const live = { title: row.title, description: row.description, overlayHeader: row.overlayHeader, headerStyle: row.headerStyle, blocks: row.blocks };
    await tx
      .insert(pages)
      .values({ slug: row.slug, language: row.language, ...live })
      .onConflictDoUpdate({ target: [pages.slug, pages.language], set: live });
    const [published] = await tx.update(pageVersions).set({ state: 'published', publishAt: null }).where(eq(pageVersions.id, row.id)).returning();
    await record(tx, row, 'publish', source, operator);
    if (!published) throw notFound(`Page version not found: ${row.id}`);
    return published;
  }

  /** Removes the live page of a locked, published version; the version becomes archived. */
  async function unpublishLocked(tx: Transaction, row: VersionRow, source: Source, operator: string | null): Promise<VersionRow> {
    await tx.delete(pages).where(and(eq(pages.slug, row.slug), eq(pages.language, row.language)));
    const [archived] = await tx.update(pageVersions).set({ state: 'archived', unpublishAt: null }).where(eq(pageVersions.id, row.id)).returning();
    await record(tx, row, 'unpublish', source, operator);
    if (!archived) throw notFound(`Page version not found: ${row.id}`);
    return archived;
  }

  async function insertVersion(slug: string, language: Language, baseVersion: number | null, content: PageContent, author: string): Promise<PageVersion> {
    const [latest] = await db
      .select({ version: max(pageVersions.version) })
      .from(pageVersions)
      .where(and(eq(pageVersions.slug, slug), eq(pageVersions.language, language)));
    const current = latest?.version ?? null;
    if (current !== baseVersion) {
      throw conflict(
        current === null
          ? `baseVersion: /${slug} (${language}) has no versions yet; save with baseVersion null`
          : baseVersion === null
            ? `slug: /${slug} (${language}) already exists (version ${current}); open it to edit`
            : `baseVersion: /${slug} (${language}) was saved meanwhile (now version ${current}, you edited version ${baseVersion ?? 'none'}); reload and apply your changes again`,
      );
    }
    try {
      const [saved] = await db
        .insert(pageVersions)
        .values({ id: randomUUID(), slug, language, version: (current ?? 0) + 1, ...contentOf(content), state: 'draft', author })
        .returning();
      if (!saved) throw new Error('the version was not stored');
      return versionOf(saved);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(
        `baseVersion: another editor saved /${slug} (${language}) version ${(current ?? 0) + 1} at the same moment; reload and apply your changes again`,
      );
    }
  }

  return {
    /**
     * Gives every live page without versions its version 1 (seeded pages, pages another migration added). Safe on
     * two instances booting at once: the unique index lets one insert win.
     */
    async ensureVersionsOfLivePages(): Promise<number> {
      const inserted = await db.execute(sql`
        insert into ${pageVersions} (id, slug, language, version, title, description, overlay_header, header_style, blocks, state)
        select gen_random_uuid(), p.slug, p.language, 1, p.title, p.description, p.overlay_header, p.header_style, p.blocks, 'published'
        from ${pages} p
        where not exists (select 1 from ${pageVersions} v where v.slug = p.slug and v.language = p.language)
        on conflict do nothing
        returning id`);
      return Array.isArray(inserted) ? inserted.length : ((inserted as { rows?: unknown[] }).rows?.length ?? 0);
    },

    async list(): Promise<ContentPageList> {
      // Every version's summary columns (not its blocks): the newest per page gives the title and latest number.
      const rows = await db
        .select({
          id: pageVersions.id,
          slug: pageVersions.slug,
          language: pageVersions.language,
          version: pageVersions.version,
          title: pageVersions.title,
          state: pageVersions.state,
          publishAt: pageVersions.publishAt,
          unpublishAt: pageVersions.unpublishAt,
        })
        .from(pageVersions)
        .orderBy(asc(pageVersions.slug), asc(pageVersions.language), desc(pageVersions.version));
      const summaries = new Map<string, ContentPageSummary>();
      for (const row of rows) {
        const key = `${row.slug}\n${row.language}`;
        let summary = summaries.get(key);
        if (!summary) {
          summary = {
            slug: row.slug,
            language: row.language as Language,
            title: row.title,
            liveVersion: null,
            latestVersion: row.version,
            pendingPublish: null,
            pendingUnpublish: null,
          };
          summaries.set(key, summary);
        }
        if (row.state === 'published') {
          summary.liveVersion = row.version;
          if (row.unpublishAt) summary.pendingUnpublish = { at: row.unpublishAt.toISOString() };
        }
        if (row.publishAt && (!summary.pendingPublish || row.publishAt.toISOString() < summary.pendingPublish.at)) {
          summary.pendingPublish = { versionId: row.id, version: row.version, at: row.publishAt.toISOString() };
        }
      }
      return { pages: [...summaries.values()] };
    },

    async detail(slug: string, language: Language): Promise<ContentPageDetail | null> {
      const page = and(eq(pageVersions.slug, slug), eq(pageVersions.language, language));
      const [versions, events] = await Promise.all([
        db.select().from(pageVersions).where(page).orderBy(desc(pageVersions.version)).limit(PAGE_HISTORY_SHOWN),
        db
          .select()
          .from(pagePublishEvents)
          .where(and(eq(pagePublishEvents.slug, slug), eq(pagePublishEvents.language, language)))
          .orderBy(desc(pagePublishEvents.at))
          .limit(PAGE_HISTORY_SHOWN),
      ]);
      if (versions.length === 0) return null;
      const [live] = await db
        .select({ version: pageVersions.version })
        .from(pageVersions)
        .where(and(page, eq(pageVersions.state, 'published')));
      return {
        slug,
        language,
        liveVersion: live?.version ?? null,
        versions: versions.map(versionOf),
        events: events.map(
          (event): PublishEvent => ({
            id: event.id,
            action: event.action,
            versionId: event.versionId,
            version: event.version,
            source: event.source,
            operator: event.operator,
            at: event.at.toISOString(),
          }),
        ),
      };
    },

    async version(id: string): Promise<PageVersion | null> {
      const [row] = await db.select().from(pageVersions).where(eq(pageVersions.id, id));
      return row ? versionOf(row) : null;
    },

    save(input: PageContent & { slug: string; language: Language; baseVersion: number | null }, author: string): Promise<PageVersion> {
      return insertVersion(input.slug, input.language, input.baseVersion, contentOf(input), author);
    },

    /** A new draft with an old version's content (the old version itself is never changed). */
    async restore(id: string, baseVersion: number, author: string): Promise<PageVersion> {
      const [old] = await db.select().from(pageVersions).where(eq(pageVersions.id, id));
      if (!old) throw notFound(`Page version not found: ${id}`);
      return insertVersion(old.slug, old.language as Language, baseVersion, contentOf(old), author);
    },

    /** Publishes now (`at` null or past) or schedules the publish. */
    async publish(id: string, at: Date | null, operator: string): Promise<PublishOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockVersion(tx, id);
        if (at && at > now()) {
          if (row.state === 'published') throw conflict(`at: version ${row.version} of /${row.slug} (${row.language}) is already live`);
          const [scheduled] = await tx.update(pageVersions).set({ publishAt: at }).where(eq(pageVersions.id, id)).returning();
          return { version: versionOf(scheduled ?? row), liveChanged: false };
        }
        if (row.state === 'published') return { version: versionOf(row), liveChanged: false };
        return { version: versionOf(await publishLocked(tx, row, 'operator', operator)), liveChanged: true };
      });
    },

    /** Unpublishes the live version now or schedules it; 409 for a version that is not the live one. */
    async unpublish(id: string, at: Date | null, operator: string): Promise<PublishOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockVersion(tx, id);
        if (row.state !== 'published') throw conflict(`version ${row.version} of /${row.slug} (${row.language}) is not the live version`);
        if (at && at > now()) {
          const [scheduled] = await tx.update(pageVersions).set({ unpublishAt: at }).where(eq(pageVersions.id, id)).returning();
          return { version: versionOf(scheduled ?? row), liveChanged: false };
        }
        return { version: versionOf(await unpublishLocked(tx, row, 'operator', operator)), liveChanged: true };
      });
    },

    /** Drops a version's pending publish and unpublish. */
    async cancelSchedule(id: string): Promise<PageVersion> {
      const [row] = await db.update(pageVersions).set({ publishAt: null, unpublishAt: null }).where(eq(pageVersions.id, id)).returning();
      if (!row) throw notFound(`Page version not found: ${id}`);
      return versionOf(row);
    },

    /**
     * The scheduler's pass: applies due publishes, then due unpublishes, each due row once even with several
     * instances running this at the same moment. Returns how many were applied.
     */
    async applyDue(): Promise<number> {
      const at = now();
      const publishes = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(pageVersions)
          .where(and(isNotNull(pageVersions.publishAt), lte(pageVersions.publishAt, at)))
          .orderBy(asc(pageVersions.publishAt))
          .limit(DUE_BATCH)
          .for('update', { skipLocked: true });
        let applied = 0;
        for (const row of due) {
          if (!(await tryLockPage(tx, row))) continue;
          if (row.state === 'published') {
            await tx.update(pageVersions).set({ publishAt: null }).where(eq(pageVersions.id, row.id));
          } else {
            await publishLocked(tx, row, 'schedule', null);
            applied += 1;
          }
        }
        return applied;
      });
      const unpublishes = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(pageVersions)
          .where(and(isNotNull(pageVersions.unpublishAt), lte(pageVersions.unpublishAt, at), eq(pageVersions.state, 'published')))
          .orderBy(asc(pageVersions.unpublishAt))
          .limit(DUE_BATCH)
          .for('update', { skipLocked: true });
        let applied = 0;
        for (const row of due) {
          if (!(await tryLockPage(tx, row))) continue;
          await unpublishLocked(tx, row, 'schedule', null);
          applied += 1;
        }
        return applied;
      });
      return publishes + unpublishes;
    },
  };
}

export type ContentEditor = ReturnType<typeof createContentEditor>;
