import { z } from 'zod';
import { CONSENT_ID_PATTERN } from '../consent-cookie';
import { BrandSchema, LocaleSchema } from './common';

/**
 * `POST /api/consent` as JSON (issue 24): the hydrated banner records a decision it has already applied in the
 * browser, so the server keeps the proof (policy version, time, consent id, GPC) and sets the same cookie.
 */
export const ConsentDecisionBodySchema = z.object({
  performance: z.boolean(),
  functional: z.boolean(),
  targeting: z.boolean(),
  /** The id the browser keeps in its cookie; a new one when it has none (32 hex characters). */
  consentId: z.string().regex(CONSENT_ID_PATTERN, 'a consent id is 32 lowercase hex characters'),
  /** The policy version the banner showed: an older page's decision is refused (409) so the shopper sees the new one. */
  policyVersion: z.number().int().min(1).max(9999),
  brand: BrandSchema,
  locale: LocaleSchema,
});

export const ConsentDecisionSchema = z.object({
  consentId: z.string(),
  policyVersion: z.number().int(),
  performance: z.boolean(),
  functional: z.boolean(),
  /** False whenever Global Privacy Control was on, whatever was asked. */
  targeting: z.boolean(),
  gpc: z.boolean(),
  decidedAt: z.string().describe('ISO 8601 time the server recorded the decision'),
});
