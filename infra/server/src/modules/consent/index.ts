/**
 * The consent module (spec §4, issues 13 and 24): the banner's form and JSON decisions (routes.ts), the proof of
 * consent (`consent_decisions`, service.ts) and what other modules ask of it: `app.consent.of(request)`, the
 * categories a request's cookie grants (with Global Privacy Control applied), and `app.consent.onWithdrawn(category,
 * handler)` to delete server-side data when a shopper withdraws a category. Decorates `fastify.consent`.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ConsentState } from '@sf/remote-contract';
import { CONSENT_COOKIE, honourGpc, parseConsentCookie } from '@sf/contracts/consent-cookie';
import { consentRoutes, gpcOf } from './routes';
import { createConsentService, type ConsentService } from './service';

export type { ConsentService, ConsentWithdrawal, WithdrawalHandler } from './service';

const UNDECIDED: ConsentState = { decided: false, required: true, performance: false, functional: false, targeting: false };

export type ConsentApi = ConsentService & {
  /** What the request's cookie grants now (undecided: nothing optional; `Sec-GPC: 1`: no targeting). */
  of(request: FastifyRequest): ConsentState;
};

declare module 'fastify' {
  interface FastifyInstance {
    consent: ConsentApi;
  }
}

export default fp(
  async (app) => {
    const service = createConsentService(app.database.db);
    app.decorate('consent', {
      ...service,
      of(request: FastifyRequest): ConsentState {
        const state = parseConsentCookie(request.cookies[CONSENT_COOKIE]) ?? UNDECIDED;
        return { ...state, ...honourGpc(state, gpcOf(request)) };
      },
    });
    await app.register(consentRoutes);
  },
  { name: 'consent', dependencies: ['config', 'database', 'rate-limit'] },
);
