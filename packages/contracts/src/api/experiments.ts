import { z } from 'zod';
import { EXPERIMENT_CONSENT_CATEGORIES } from '../experiments';

/**
 * Experiments (issue 24): the browser reports an exposure (`POST /api/experiments/exposures`); operators read the
 * assignment and exposure counts per variant (`GET /api/experiments/summary`, page `/healthcheck/experiments`).
 */

export const ExperimentKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'an experiment key is lower-case letters, digits and dashes');

/** POST /api/experiments/exposures: the experiment whose variant the visitor saw (the server works out which one). */
export const ExperimentExposureSchema = z.object({ experiment: ExperimentKeySchema });

export const ExperimentVariantSummarySchema = z.object({
  key: z.string(),
  weight: z.number().int(),
  control: z.boolean(),
  /** Visitors assigned this variant (each visitor once). */
  assigned: z.number().int(),
  /** Visitors who saw it (each visitor once). */
  exposed: z.number().int(),
});

export const ExperimentSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  status: z.enum(['running', 'stopped']),
  consentCategory: z.enum(EXPERIMENT_CONSENT_CATEGORIES),
  /** The mutually exclusive group and this experiment's slice of it (per mille of its visitors), or null. */
  group: z.object({ key: z.string(), sliceStart: z.number().int(), sliceEnd: z.number().int() }).nullable(),
  variants: z.array(ExperimentVariantSummarySchema),
});

export const ExperimentsSummarySchema = z.object({
  generatedAt: z.string(),
  experiments: z.array(ExperimentSummarySchema),
});
