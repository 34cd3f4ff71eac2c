/**
 * The cached-document lane (issue 13: a cached anonymous page at least half as fast as a bare Fastify route). It is
 * the first onRequest hook of the app, so a page the HTML cache already holds is answered before the per-request
 * machinery the document does not need (helmet building its middleware per request, cookie parsing, compression's
 * decorations, the session). The edge's document route installs the answering function; until then, and for any
 * request that function declines, the request goes on as usual. What the skipped hooks would have added is added
 * here: helmet's headers, computed once with the same options.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaderOptions, staticSecurityHeaders } from '../../plugins/security-headers';

/** Answers from the cache and returns true, or returns false and leaves the request untouched. */
export type CachedAnswer = (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;

export interface DocumentLane {
  /** Installs the document route's answering function (null: none); returns the one it replaces. */
  install(answer: CachedAnswer | null): CachedAnswer | null;
  /** Sets what helmet's hook, skipped on this lane, would have set. */
  applySecurityHeaders(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentLane: DocumentLane;
  }
  interface FastifyContextConfig {
    /** Marks the route whose requests the lane may answer (the document route). */
    documentLane?: boolean;
  }
}

export default fp(
  async (app) => {
    const securityHeaders = staticSecurityHeaders(securityHeaderOptions(app.config));
    let answer: CachedAnswer | null = null;
    app.decorate('documentLane', {
      install(installed) {
        const replaced = answer;
        answer = installed;
        return replaced;
      },
      applySecurityHeaders(reply) {
        // On the raw response, as helmet does: same names, same order, same place in the answer.
        for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
      },
    } satisfies DocumentLane);

    app.addHook('onRequest', (request, reply, done) => {
      if (answer === null || request.method !== 'GET' || request.routeOptions.config.documentLane !== true) return done();
      const declined = (error: unknown) => {
        // Never a failed page for the lane's sake: the normal route answers instead.
        if (error) request.log.warn({ err: error }, 'document lane: the cache could not answer, rendering');
        if (!reply.sent) done();
      };
      let answered: boolean | Promise<boolean>;
      try {
        answered = answer(request, reply);
      } catch (error) {
        return declined(error);
      }
      if (answered === true) return;
      if (answered === false) return done();
      answered.then((yes) => (yes ? undefined : done()), declined);
    });
  },
  { name: 'document-lane', dependencies: ['config'] },
);
