/**
 * Server-defined redirects (spec §2 rule 9). Every document request and every client navigation asks for them, so
 * the table is held in memory: loaded at boot, reloaded in the background when older than REFRESH_MS (other server
 * instances see an operator's change within that time; this one at once). While PostgreSQL is down the last loaded
 * table stays in use and a reload is tried again on the next refresh; a first load that fails leaves no redirects
 * (pages are served as they are) until one succeeds.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redirect, RedirectBody } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { ANY_SCOPE, redirects } from './tables';
import { withTimeout } from '../../with-timeout';

/** How long a loaded table is used before a background reload. */
export const REFRESH_MS = 30_000;
/** After a failed load, the next try comes this much later (not on every request while the database is away). */
export const RETRY_MS = 3_000;
/** The longest a load may take before the previous table is kept. */
export const LOAD_TIMEOUT_MS = 5_000;
/** More rows than this is not a redirect table but a migration; the rest is not loaded (logged). */
export const MAX_REDIRECTS = 20_000;

type Row = typeof redirects.$inferSelect;

export interface RedirectMatch {
  target: string;
  status: 301 | 302;
}

export class DuplicateRedirect extends Error {}

/** A unique-index violation, whichever driver (pg or PGlite) and wrapper (drizzle) raised it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}

const toApi = (row: Row): Redirect => ({
  id: row.id,
  sourcePath: row.sourcePath,
  target: row.target,
  status: row.status === 302 ? 302 : 301,
  brand: row.brand === ANY_SCOPE ? null : row.brand,
  locale: row.locale === ANY_SCOPE ? null : row.locale,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

export function createRedirectsService(db: Database, log: FastifyBaseLogger, now: () => number = Date.now) {
  let bySource = new Map<string, Row[]>();
  let nextLoadAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const rows = await withTimeout(
      db
        .select()
        .from(redirects)
        .orderBy(asc(redirects.id))
        .limit(MAX_REDIRECTS + 1),
      LOAD_TIMEOUT_MS,
      'loading redirects',
    );
    if (rows.length > MAX_REDIRECTS) log.warn({ max: MAX_REDIRECTS }, 'redirects: more rows than the in-memory table holds; the newest are ignored');
    const next = new Map<string, Row[]>();
    for (const row of rows.slice(0, MAX_REDIRECTS)) next.set(row.sourcePath, [...(next.get(row.sourcePath) ?? []), row]);
    bySource = next;
    nextLoadAt = now() + REFRESH_MS;
  }

  /** Reloads the table; a failure keeps the previous one (logged), so a page never fails for a redirect lookup. */
  function refresh(): Promise<void> {
    loading ??= load()
      .catch((error: unknown) => {
        nextLoadAt = now() + RETRY_MS;
        log.warn({ err: error }, 'redirects: the table could not be loaded; the previous one stays in use');
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    refresh,

    /**
     * The redirect of a locale-free path on a site, most specific scope first (brand and locale, brand, locale,
     * everywhere). Synchronous: it reads the loaded table and starts a background reload when that is old.
     */
    match(path: string, brand: BrandKey, locale: LocaleCode): RedirectMatch | null {
      if (now() >= nextLoadAt) void refresh();
      const rows = bySource.get(path) ?? (path.length > 1 && path.endsWith('/') ? bySource.get(path.slice(0, -1)) : undefined);
      if (!rows) return null;
      const rank = (row: Row): number =>
        (row.brand === brand ? 2 : row.brand === ANY_SCOPE ? 0 : -10) + (row.locale === locale ? 1 : row.locale === ANY_SCOPE ? 0 : -10);
      const best = rows.filter((row) => rank(row) >= 0).sort((a, b) => rank(b) - rank(a))[0];
      return best ? { target: best.target, status: best.status === 302 ? 302 : 301 } : null;
    },

    async list(): Promise<Redirect[]> {
      return (await db.select().from(redirects).orderBy(asc(redirects.sourcePath), asc(redirects.id))).map(toApi);
    },

    /** Adds a redirect (body validated by contracts RedirectBodySchema); DuplicateRedirect for the same source and scope. */
    async add(body: Required<RedirectBody>, createdBy: string | null): Promise<Redirect> {
      try {
        const [row] = await db
          .insert(redirects)
          .values({ ...body, brand: body.brand ?? ANY_SCOPE, locale: body.locale ?? ANY_SCOPE, createdBy })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await refresh();
        return toApi(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateRedirect(`sourcePath: ${body.sourcePath} already redirects for this brand and locale`);
        throw error;
      }
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id });
      if (deleted.length > 0) await refresh();
      return deleted.length > 0;
    },
  };
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;
