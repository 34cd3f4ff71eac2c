/**
 * The cached-document lane (issue 13: a cached anonymous page at least half as fast as a bare Fastify route). It is
 * the HTTP server's own request listener, in front of Fastify: a page the HTML cache already holds is written
 * straight to the socket, before Fastify builds its request and reply objects, routes the URL and runs the hooks a
 * cached page does not need (helmet, cookies, compression, the session). Measured on the product page that was
 * 27 % of bare Fastify's rate as an onRequest hook. The document route installs the answering function; until then,
 * and for any request that function declines, Fastify answers as usual. What the skipped hooks would have added is
 * written here: helmet's headers, computed once with the same options.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerFactory } from 'fastify';
import { securityHeaderOptions, staticSecurityHeaders } from '../../plugins/security-headers';

/** Writes the whole answer and returns true, or returns false having written nothing. */
export type CachedAnswer = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export interface DocumentLane {
  /** Installs the document route's answering function (null: none); returns the one it replaces. */
  install(answer: CachedAnswer | null): CachedAnswer | null;
  /** What helmet's hook, skipped on this lane, would have set: names and values in helmet's order. */
  readonly securityHeaders: ReadonlyArray<readonly [name: string, value: string]>;
  /** Requests the lane has answered since the start (the rest went to Fastify). */
  answered(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentLane: DocumentLane;
  }
}

/** The front door: the server Fastify listens with, whose listener offers each GET to the installed answer first. */
export interface FrontDoor {
  serverFactory: FastifyServerFactory;
  install(answer: CachedAnswer | null): CachedAnswer | null;
  /** Stops offering requests to the lane (the app is closing: Fastify answers them, 503 included). */
  close(): void;
  answered(): number;
  /** Where failed answers are reported and answered ones logged (the app's logger, once it exists). */
  report(reporter: LaneReporter): void;
}

export interface LaneReporter {
  failed(error: unknown): void;
  /** Null when the log level would drop the line, so the lane does not time requests for nothing. */
  answered: ((request: IncomingMessage, response: ServerResponse, milliseconds: number) => void) | null;
}

/** The options Fastify hands a server factory that concern an HTTP/1 server. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

const LOGGED_AT_INFO = new Set(['trace', 'debug', 'info']);

export function createFrontDoor(): FrontDoor {
  let answer: CachedAnswer | null = null;
  let open = true;
  let answeredCount = 0;
  let reporter: LaneReporter = { failed: () => undefined, answered: null };

  const serverFactory: FastifyServerFactory = (fastify, fastifyOptions) => {
    const options = fastifyOptions as ServerSettings;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (answer === null || !open || request.method !== 'GET') return fastify(request, response);
      // Never a failed page for the lane's sake: Fastify answers whatever the lane could not.
      const declined = (error: unknown) => {
        if (error) reporter.failed(error);
        if (!response.headersSent) fastify(request, response);
      };
      const started = reporter.answered ? performance.now() : 0;
      const done = () => {
        answeredCount += 1;
        reporter.answered?.(request, response, performance.now() - started);
      };
      let answered: boolean | Promise<boolean>;
      try {
        answered = answer(request, response);
      } catch (error) {
        return declined(error);
      }
      if (answered === true) return done();
      if (answered === false) return fastify(request, response);
      answered.then((yes) => (yes ? done() : declined(null)), declined);
    });
    // The settings Fastify gives the server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    install(installed) {
      const replaced = answer;
      answer = installed;
      return replaced;
    },
    close() {
      open = false;
    },
    answered: () => answeredCount,
    report(installed) {
      reporter = installed;
    },
  };
}

/** Decorates the app with the front door's lane; `frontDoor` is the one whose server factory the app was built with. */
export default fp<{ frontDoor: FrontDoor }>(
  async (app, { frontDoor }) => {
    const securityHeaders = staticSecurityHeaders(securityHeaderOptions(app.config));
    // The lane's answers are logged as Fastify logs its own (one line per answer at info), so access logs stay whole.
    frontDoor.report({
      failed: (error) => app.log.warn({ err: error }, 'document lane: the cache could not answer, rendering'),
      answered: LOGGED_AT_INFO.has(app.log.level)
        ? (request, response, milliseconds) =>
            app.log.info(
              {
                req: { method: request.method, url: request.url, host: request.headers.host },
                res: { statusCode: response.statusCode },
                responseTime: milliseconds,
                lane: true,
              },
              'request completed',
            )
        : null,
    });
    app.decorate('documentLane', {
      install: (answer) => frontDoor.install(answer),
      securityHeaders,
      answered: () => frontDoor.answered(),
    } satisfies DocumentLane);
    app.addHook('preClose', (done) => {
      frontDoor.close();
      done();
    });
  },
  { name: 'document-lane', dependencies: ['config'] },
);
