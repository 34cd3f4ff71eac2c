/**
 * Security headers on every answer, as helmet makes them: a Content-Security-Policy for the composed site, nosniff,
 * Referrer-Policy, frame-ancestors, HSTS on production. The payment provider's framed pages send their own stricter
 * policy (per-response nonces), which replaces this one on those answers.
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env';

/** Origins of remotes that REMOTE_OVERRIDES moves to another host: the shell loads their scripts and manifests. */
function remoteOrigins(overrides: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(overrides)) {
    try {
      if (url && /^https?:/.test(url)) origins.add(new URL(url).origin);
    } catch {
      // Not a URL: the registry refuses it too.
    }
  }
  return [...origins];
}

/** The policy every answer gets (production adds HSTS). */
export function securityHeaderOptions(config: Pick<Env, 'REMOTE_OVERRIDES'> & { environment: string }): HelmetOptions {
  const remotes = remoteOrigins(config.REMOTE_OVERRIDES);
  const production = config.environment === 'production';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline scripts anywhere in our documents (state and JSON-LD are data blocks, never executed).
        scriptSrc: ["'self'", ...remotes],
        // Emotion writes each component's CSS into <style> elements at run time; a nonce would have to reach every
        // remote's Emotion cache before its first render, which the remotes cannot yet take. Styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remotes],
        // The payment provider's card form and 3-D Secure page are our own origin's frames.
        // Issue 25: CMS video players embed YouTube's privacy-enhanced player, and only after consent.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Remotes and images of other origins (REMOTE_OVERRIDES, a CDN) must stay loadable: no COEP.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: remotes.length > 0 ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HTTPS only where it is served over HTTPS: a development machine on http://localhost must not pin HSTS.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet sets with these options, computed once by running helmet itself: the same for every answer (no
 * nonces), so a path that answers before helmet's per-request hook (the cached-document lane) sends exactly these.
 */
export function staticSecurityHeaders(options: HelmetOptions): Array<[name: string, value: string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let failure: unknown = null;
  helmet(options)({} as Parameters<ReturnType<typeof helmet>>[0], recorder as unknown as Parameters<ReturnType<typeof helmet>>[1], (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's headers are the same for every answer (no nonces), so they are computed once at boot and set by one hook.
 * @fastify/helmet rebuilt helmet's middleware for every request, parsing the policy again each time: 4–6 % of the
 * server's CPU per checkout request on the 2-core bench machine. Set on the raw response in onRequest as helmet did,
 * so a handler's own header (the provider pages' policy) still replaces them.
 */
export default fp(
  async (app) => {
    const headers = staticSecurityHeaders(securityHeaderOptions(app.config));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
