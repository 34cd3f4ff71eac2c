/**
 * Security headers on every answer through @fastify/helmet: a Content-Security-Policy for the composed site, nosniff,
 * Referrer-Policy, frame-ancestors, HSTS on production. The payment provider's framed pages send their own stricter
 * policy (per-response nonces), which replaces this one on those answers.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

export default fp(
  async (app) => {
    const remotes = remoteOrigins(app.config.REMOTE_OVERRIDES);
    const production = app.config.environment === 'production';
    await app.register(helmet, {
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
          frameSrc: ["'self'"],
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
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
