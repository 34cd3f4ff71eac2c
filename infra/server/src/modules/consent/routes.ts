/**
 * The consent API (spec §4, issues 13 and 24). The banner is in the server's HTML, so it can be answered before the
 * page's JavaScript has run: its buttons post the form to `POST /api/consent`, the choice becomes the `sf-consent`
 * cookie and the shopper goes back to the page (303), which the server now sends without the banner. Once the shell
 * has hydrated, the banner applies a choice in the browser at once and sends it as JSON to
 * `POST /api/consent/decisions`. Both record the decision (proof of consent) and honour Global Privacy Control
 * (`Sec-GPC: 1`: targeting off whatever was pressed). A choice forced by another site is refused: consent must be the
 * shopper's own.
 */
import { z } from 'zod';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeRedirectPath } from '@sf/contracts';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_DECISIONS_PATH,
  CONSENT_FORM_PATH,
  CONSENT_POLICY_VERSION,
  COOKIE_PREFERENCES_ANCHOR,
  consentCookieText,
  honourGpc,
  NECESSARY_ONLY,
  newConsentId,
  readConsentCookie,
  type ConsentChoice,
} from '@sf/contracts/consent-cookie';
import { ApiErrorSchema, BrandSchema, ConsentDecisionBodySchema, ConsentDecisionSchema, LocaleSchema } from '@sf/contracts/api';
import { errorResponses, HttpError } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { refuseCrossSite } from '../../plugins/same-site';
import type { ConsentDecisionInput } from './service';

const tags = ['consent'];
/** A form of three buttons, three checkboxes, a path, a brand and a locale: nothing legitimate is larger. */
const FORM_BODY_LIMIT = 4096;
/** A shopper decides a few times a visit at most; each decision is a row, so a flood is refused early. */
export const CONSENT_LIMITS = { perAddress: { limit: 30, windowSeconds: 60 } };

const checkbox = z.literal('on').optional().describe('present when the category is ticked (choice=custom)');
const ConsentFormSchema = z.object({
  choice: z.enum(['all', 'none', 'custom', 'preferences']).describe('which button was pressed'),
  return: z.string().max(2048).optional().describe('the page to go back to: a same-site path'),
  performance: checkbox,
  functional: checkbox,
  targeting: checkbox,
  brand: BrandSchema.optional().describe("the page's brand (default: the server's default brand)"),
  locale: LocaleSchema.optional().describe("the page's locale (default: the server's default locale)"),
});

/** The choice a pressed button records ('custom': the ticked categories). */
function chosen(form: z.infer<typeof ConsentFormSchema>): ConsentChoice {
  if (form.choice === 'all') return ACCEPT_ALL;
  if (form.choice === 'none') return NECESSARY_ONLY;
  return { performance: form.performance === 'on', functional: form.functional === 'on', targeting: form.targeting === 'on' };
}

/** Global Privacy Control: browsers with it on send `Sec-GPC: 1` on every request. */
export const gpcOf = (request: FastifyRequest): boolean => request.headers['sec-gpc'] === '1';

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { DEFAULT_BRAND, DEFAULT_LOCALE } = app.config;

  // An HTML form's encoding, for this plugin's routes only (the API elsewhere speaks JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * Records a decision. While the database is down (or slow past the pool's query timeout) the shopper's choice
   * still holds: the cookie is set all the same, and the failure is logged with the consent id; false then.
   */
  async function record(input: ConsentDecisionInput, log: FastifyBaseLogger): Promise<{ decidedAt: Date } | null> {
    try {
      const { decidedAt, withdrawn } = await app.consent.record(input);
      if (withdrawn.length > 0) {
        for (const result of await app.consent.runWithdrawal({ consentId: input.consentId, withdrawn })) {
          if (result.status === 'rejected') log.error({ err: result.reason, consentId: input.consentId, withdrawn }, 'consent: a withdrawal cleanup failed');
        }
      }
      return { decidedAt };
    } catch (error) {
      log.error({ err: error, consentId: input.consentId }, 'consent: the decision could not be recorded');
      return null;
    }
  }

  const setCookie = (reply: FastifyReply, request: FastifyRequest, input: ConsentDecisionInput) =>
    reply
      .header(
        'set-cookie',
        consentCookieText({ choice: input.choice, consentId: input.consentId, policyVersion: input.policyVersion }, request.protocol === 'https'),
      )
      .header('cache-control', 'no-store');

  app.post(CONSENT_FORM_PATH, {
    schema: {
      tags,
      summary: "The consent banner's form: records the choice, sets the sf-consent cookie and goes back to the page (303)",
      consumes: ['application/x-www-form-urlencoded'],
      body: ConsentFormSchema,
    },
    config: limitPerAddress('consent-decisions', CONSENT_LIMITS.perAddress, 'consent choices'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const back = safeRedirectPath(request.body.return) ?? '/';
      // "Cookie preferences" pressed before the page hydrated: back to the page with the panel's anchor, which opens
      // it (spec §2), and nothing recorded yet.
      if (request.body.choice === 'preferences')
        return reply.header('cache-control', 'no-store').redirect(`${back.split('#')[0]}#${COOKIE_PREFERENCES_ANCHOR}`, 303);
      const gpc = gpcOf(request);
      const input: ConsentDecisionInput = {
        // The browser's id when it has one (of any policy version): its decisions stay linked.
        consentId: readConsentCookie(request.cookies[CONSENT_COOKIE])?.consentId ?? newConsentId(),
        policyVersion: CONSENT_POLICY_VERSION,
        choice: honourGpc(chosen(request.body), gpc),
        gpc,
        brand: request.body.brand ?? DEFAULT_BRAND,
        locale: request.body.locale ?? DEFAULT_LOCALE,
        source: 'form',
      };
      await record(input, request.log);
      return setCookie(reply, request, input).redirect(back, 303);
    },
  });

  app.post(CONSENT_DECISIONS_PATH, {
    schema: {
      tags,
      summary: 'Record a consent decision the hydrated banner applied (proof of consent) and set the same sf-consent cookie',
      body: ConsentDecisionBodySchema,
      response: {
        201: ConsentDecisionSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        409: ApiErrorSchema.describe('The page showed an older policy version'),
        429: ApiErrorSchema.describe('Too many decisions from this address; see Retry-After'),
        503: ApiErrorSchema.describe('Applied (the cookie is set) but not recorded: the database is unavailable'),
      },
    },
    config: limitPerAddress('consent-decisions', CONSENT_LIMITS.perAddress, 'consent choices'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const body = request.body;
      if (body.policyVersion !== CONSENT_POLICY_VERSION) {
        throw new HttpError(409, `policyVersion: the consent policy is version ${CONSENT_POLICY_VERSION} now; reload the page to see it`);
      }
      const gpc = gpcOf(request);
      const input: ConsentDecisionInput = {
        consentId: body.consentId,
        policyVersion: body.policyVersion,
        choice: honourGpc({ performance: body.performance, functional: body.functional, targeting: body.targeting }, gpc),
        gpc,
        brand: body.brand,
        locale: body.locale,
        source: 'banner',
      };
      const recorded = await record(input, request.log);
      setCookie(reply, request, input);
      if (!recorded) throw new HttpError(503, 'consent: applied but not recorded; the browser sends it again later', 30);
      return reply
        .code(201)
        .send({ consentId: input.consentId, policyVersion: input.policyVersion, ...input.choice, gpc, decidedAt: recorded.decidedAt.toISOString() });
    },
  });
};
