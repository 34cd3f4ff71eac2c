/**
 * Experiments at request time. The definitions are read from the database into memory (at start and every
 * REFRESH_MS), so assigning a variant costs a few hashes and no query: the document lane assigns on every cached
 * page it answers. While the database is down the last definitions stay in force; if they were never read, no
 * experiment runs (everyone sees the control).
 *
 * Assignments are counted once per visitor and experiment: an in-process memory of the pairs already written keeps
 * repeat page views from writing again, the rest is batched and written every FLUSH_MS with ON CONFLICT DO NOTHING
 * (the primary key is the real guard, across instances). A batch that fails is dropped with a warning: the counts
 * are statistics, and a page view never waits for them.
 */
import { asc, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { ExperimentsSummary } from '@sf/contracts';
import type { ConsentState } from '@sf/remote-contract';
import { parseConsentCookie } from '@sf/contracts/consent-cookie';
import type { ExperimentAssignments } from '@sf/contracts/experiments';
import type { Database } from '../../db/client';
import {
  assign,
  assignmentsKey,
  clearedVisitorCookieText,
  enrolled,
  newVisitorId,
  validVisitorId,
  variantFor,
  visitorCookieText,
  type ExperimentDefinition,
} from './assignment';
import { experimentAssignments, experimentExposures, experiments, experimentVariants } from './tables';
import { withTimeout } from '../../with-timeout';

const REFRESH_MS = 30_000;
const FLUSH_MS = 2_000;
/** Each query's limit: a page view never waits on these, but a stuck query must not pile up timers and batches. */
const QUERY_TIMEOUT_MS = 3_000;
const REMEMBERED_PAIRS = 50_000;
const MAX_PENDING = 10_000;

/** What a request's cookies mean for experiments. */
export interface Resolution {
  /** The visitor id in force, or null when no consent covers an experiment (nothing is assigned or counted then). */
  visitorId: string | null;
  assignments: ExperimentAssignments;
  /** A Set-Cookie to send: a new (or replacing) visitor id, or its deletion when consent no longer covers it. */
  setCookie: string | null;
  /** The assignments as a cache-key part: anonymous pages are cached per value. */
  cacheKey: string;
}

export async function readDefinitions(db: Database): Promise<ExperimentDefinition[]> {
  const [rows, variants] = await Promise.all([
    db.select().from(experiments).orderBy(asc(experiments.key)),
    db.select().from(experimentVariants).orderBy(asc(experimentVariants.experimentKey), asc(experimentVariants.position), asc(experimentVariants.key)),
  ]);
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    status: row.status,
    consentCategory: row.consentCategory,
    group:
      row.groupKey !== null && row.groupSliceStart !== null && row.groupSliceEnd !== null
        ? { key: row.groupKey, sliceStart: row.groupSliceStart, sliceEnd: row.groupSliceEnd }
        : null,
    variants: variants.filter((variant) => variant.experimentKey === row.key).map(({ key, weight, control }) => ({ key, weight, control })),
  }));
}

/** Experiments of one group whose slices overlap (a visitor could be in both): refused when definitions are read. */
export function overlappingSlices(definitions: readonly ExperimentDefinition[]): Array<{ group: string; experiments: [string, string] }> {
  const problems: Array<{ group: string; experiments: [string, string] }> = [];
  const running = definitions.filter((experiment) => experiment.group && experiment.status === 'running');
  for (const [index, a] of running.entries()) {
    for (const b of running.slice(index + 1)) {
      if (!a.group || !b.group || a.group.key !== b.group.key) continue;
      if (a.group.sliceStart < b.group.sliceEnd && b.group.sliceStart < a.group.sliceEnd) problems.push({ group: a.group.key, experiments: [a.key, b.key] });
    }
  }
  return problems;
}

export function createExperimentsService(db: Database, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  let definitions: readonly ExperimentDefinition[] = [];
  /** Categories any experiment declares: a visitor cookie with none of them granted is deleted. */
  let categories: ReadonlySet<string> = new Set();
  /** Visitor-experiment pairs already written: the most recent REMEMBERED_PAIRS, so a busy day cannot grow it. */
  const written = new LRUCache<string, true>({ max: REMEMBERED_PAIRS });
  let pending: Array<{ visitorId: string; experimentKey: string; variantKey: string }> = [];
  let refreshTimer: ReturnType<typeof setInterval> | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const remember = (pair: string) => {
    written.set(pair, true);
  };

  async function load(): Promise<void> {
    const read = await withTimeout(readDefinitions(db), QUERY_TIMEOUT_MS, 'experiments: reading the definitions');
    const overlaps = overlappingSlices(read);
    // Overlapping slices would put a visitor in two exclusive experiments: those experiments are not run.
    const broken = new Set(overlaps.flatMap((problem) => problem.experiments));
    if (overlaps.length) log.error({ overlaps }, 'experiments: overlapping slices in a mutually exclusive group; those experiments show their control');
    definitions = read.map((experiment) => (broken.has(experiment.key) ? { ...experiment, status: 'stopped' as const } : experiment));
    categories = new Set(read.map((experiment) => experiment.consentCategory));
  }

  async function writePending(): Promise<void> {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      await withTimeout(db.insert(experimentAssignments).values(batch).onConflictDoNothing().execute(), QUERY_TIMEOUT_MS, 'experiments: writing assignments');
    } catch (error) {
      // Forget the pairs, so a later page view of these visitors tries again.
      for (const row of batch) written.delete(`${row.visitorId}|${row.experimentKey}`);
      log.warn({ err: error, rows: batch.length }, 'experiments: assignments could not be counted');
    }
  }

  function flush(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    flushing = flushing.then(writePending);
    return flushing;
  }

  const service = {
    load,
    definitions: (): readonly ExperimentDefinition[] => definitions,
    /** Reads the definitions now and then every REFRESH_MS; a failure keeps the last ones. */
    async start(): Promise<void> {
      await load().catch((error: unknown) => log.warn({ err: error }, 'experiments: definitions could not be read; none run until they can'));
      refreshTimer = setInterval(() => {
        load().catch((error: unknown) => log.warn({ err: error }, 'experiments: definitions could not be refreshed; keeping the last ones'));
      }, REFRESH_MS);
      refreshTimer.unref();
    },
    async stop(): Promise<void> {
      if (refreshTimer) clearInterval(refreshTimer);
      refreshTimer = null;
      await flush();
    },

    /**
     * What the request's cookies mean: the visitor id (a new one when consent covers an experiment and the cookie is
     * missing or not one of ours), the variants, and the cookie to set. Without consent nothing is assigned and no
     * cookie is set; a cookie left from an earlier consent is deleted once the choice no longer covers it.
     */
    resolve(visitorCookie: string | undefined, consentCookie: string | undefined, secure: boolean): Resolution {
      const consent = parseConsentCookie(consentCookie);
      const covered = consent !== null && definitions.some((experiment) => experiment.status === 'running' && consent[experiment.consentCategory]);
      const known = validVisitorId(visitorCookie);
      if (!covered) {
        const withdrawn =
          visitorCookie !== undefined && consent !== null && ![...categories].some((category) => consent[category as keyof ConsentState] === true);
        return { visitorId: null, assignments: {}, setCookie: withdrawn ? clearedVisitorCookieText(secure) : null, cacheKey: '-' };
      }
      const visitorId = known ?? newVisitorId();
      const assignments = assign(definitions, visitorId, consent);
      return { visitorId, assignments, setCookie: known ? null : visitorCookieText(visitorId, secure), cacheKey: assignmentsKey(assignments) };
    },

    /** Counts the visitor's assignments (once per visitor and experiment); written in the background. */
    noteAssignments(visitorId: string, assignments: ExperimentAssignments): void {
      for (const [experimentKey, variantKey] of Object.entries(assignments)) {
        const pair = `${visitorId}|${experimentKey}`;
        if (written.has(pair)) continue;
        if (pending.length >= MAX_PENDING) {
          log.warn('experiments: too many assignments waiting to be counted; dropping');
          return;
        }
        remember(pair);
        pending.push({ visitorId, experimentKey, variantKey });
      }
      if (pending.length > 0 && !flushTimer) {
        flushTimer = setTimeout(() => void flush(), FLUSH_MS);
        flushTimer.unref();
      }
    },
    /** Writes the waiting assignments now (tests, shutdown). */
    flush,

    /**
     * Records that the visitor saw their variant of `experimentKey`; the variant is worked out here, never taken from
     * the browser. 'recorded' the first time, 'repeat' after; 'not-enrolled' when the visitor sees the control by rule
     * (no consent, outside the group's slice, stopped). Undefined for an unknown experiment.
     */
    async recordExposure(experimentKey: string, visitorId: string, consent: ConsentState | null): Promise<'recorded' | 'repeat' | 'not-enrolled' | undefined> {
      const experiment = definitions.find((candidate) => candidate.key === experimentKey);
      if (!experiment) return undefined;
      if (!enrolled(experiment, visitorId, consent)) return 'not-enrolled';
      const variantKey = variantFor(experiment, visitorId);
      const row = { visitorId, experimentKey, variantKey };
      const inserted = await withTimeout(
        db.transaction(async (tx) => {
          // An exposure implies the assignment; both counted once (the primary keys).
          await tx.insert(experimentAssignments).values(row).onConflictDoNothing();
          return tx.insert(experimentExposures).values(row).onConflictDoNothing().returning({ visitorId: experimentExposures.visitorId });
        }),
        QUERY_TIMEOUT_MS,
        'experiments: recording an exposure',
      );
      remember(`${visitorId}|${experimentKey}`);
      return inserted.length > 0 ? 'recorded' : 'repeat';
    },

    /** Every experiment with its variants' assignment and exposure counts (visitors, each once). */
    async summary(): Promise<ExperimentsSummary> {
      const countsOf = async (table: typeof experimentAssignments | typeof experimentExposures) => {
        const rows = await db
          .select({ experimentKey: table.experimentKey, variantKey: table.variantKey, count: sql<number>`count(*)::int` })
          .from(table)
          .groupBy(table.experimentKey, table.variantKey);
        return new Map(rows.map((row) => [`${row.experimentKey}|${row.variantKey}`, Number(row.count)]));
      };
      const [read, assigned, exposed] = await withTimeout(
        Promise.all([readDefinitions(db), countsOf(experimentAssignments), countsOf(experimentExposures)]),
        QUERY_TIMEOUT_MS,
        'experiments: counting',
      );
      return {
        generatedAt: now().toISOString(),
        experiments: read.map((experiment) => ({
          key: experiment.key,
          name: experiment.name,
          status: experiment.status,
          consentCategory: experiment.consentCategory,
          group: experiment.group,
          variants: experiment.variants.map((variant) => ({
            key: variant.key,
            weight: variant.weight,
            control: variant.control,
            assigned: assigned.get(`${experiment.key}|${variant.key}`) ?? 0,
            exposed: exposed.get(`${experiment.key}|${variant.key}`) ?? 0,
          })),
        })),
      };
    },
  };
  return service;
}

export type ExperimentsService = ReturnType<typeof createExperimentsService>;
