/**
 * Variant assignment, a pure function of the visitor id, the experiment definitions and the visitor's consent. The
 * same visitor id always gives the same variants (sticky across sessions, sign-in and server instances: nothing is
 * looked up), and different experiments hash independently (the key is part of the hashed text).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ConsentState } from '@sf/remote-contract';
import {
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  VISITOR_ID_PATTERN,
  type ExperimentAssignments,
  type ExperimentConsentCategory,
} from '@sf/contracts/experiments';

export interface ExperimentDefinition {
  key: string;
  name: string;
  status: 'running' | 'stopped';
  consentCategory: ExperimentConsentCategory;
  /** Buckets [sliceStart, sliceEnd) of GROUP_BUCKETS of a mutually exclusive group. */
  group: { key: string; sliceStart: number; sliceEnd: number } | null;
  /** In display order; exactly one is the control. */
  variants: ReadonlyArray<{ key: string; weight: number; control: boolean }>;
}

export const GROUP_BUCKETS = 1000;

/** A number in [0, 1) from the first 48 bits of SHA-256: uniform enough for traffic splits, the same everywhere. */
export function hashUnit(text: string): number {
  return createHash('sha256').update(text).digest().readUIntBE(0, 6) / 2 ** 48;
}

/** The variant the visitor would see if enrolled: the weights cut [0, 1) into consecutive ranges. */
export function variantFor(experiment: ExperimentDefinition, visitorId: string): string {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = hashUnit(`variant:${experiment.key}:${visitorId}`) * total;
  for (const variant of experiment.variants) {
    if (point < variant.weight) return variant.key;
    point -= variant.weight;
  }
  return controlOf(experiment);
}

export const controlOf = (experiment: ExperimentDefinition): string =>
  (experiment.variants.find((variant) => variant.control) ?? experiment.variants[0])?.key ?? 'control';

/** The visitor's bucket in a group: every experiment of the group reads the same one, so their slices never overlap. */
export const groupBucket = (groupKey: string, visitorId: string): number => Math.floor(hashUnit(`group:${groupKey}:${visitorId}`) * GROUP_BUCKETS);

/** Whether an experiment covers the visitor: running, consent for its category, and (in a group) the visitor's bucket in its slice. */
export function enrolled(experiment: ExperimentDefinition, visitorId: string, consent: ConsentState | null): boolean {
  if (experiment.status !== 'running' || !consent?.[experiment.consentCategory]) return false;
  if (!experiment.group) return true;
  const bucket = groupBucket(experiment.group.key, visitorId);
  return bucket >= experiment.group.sliceStart && bucket < experiment.group.sliceEnd;
}

/** The variants of every experiment the visitor is enrolled in; the rest show their control and are not listed. */
export function assign(definitions: readonly ExperimentDefinition[], visitorId: string, consent: ConsentState | null): ExperimentAssignments {
  const assignments: Record<string, string> = {};
  for (const experiment of definitions) {
    if (enrolled(experiment, visitorId, consent)) assignments[experiment.key] = variantFor(experiment, visitorId);
  }
  return assignments;
}

/** A new visitor id: 128 random bits, so one visitor cannot guess another's (nor pick a variant on purpose). */
export const newVisitorId = (): string => randomBytes(16).toString('base64url');

/** The cookie's value when it is one we could have issued; anything else (forged, truncated, too long) is ignored. */
export const validVisitorId = (value: string | undefined): string | null => (value !== undefined && VISITOR_ID_PATTERN.test(value) ? value : null);

/** HttpOnly: only the server reads it (assignments travel in the document). */
export function visitorCookieText(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Deletes the cookie (consent withdrawn). */
export function clearedVisitorCookieText(secure: boolean): string {
  return `${VISITOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The part of an HTML cache key that names the assignments: pages differ by them and nothing else about the visitor. */
export function assignmentsKey(assignments: ExperimentAssignments): string {
  const entries = Object.entries(assignments);
  if (entries.length === 0) return '-';
  return entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, variant]) => `${key}=${variant}`)
    .join(',');
}
