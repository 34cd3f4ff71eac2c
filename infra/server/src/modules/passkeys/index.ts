/**
 * The passkeys module: WebAuthn credentials as a second way to sign in (@simplewebauthn/server). Owns the
 * passkey_credentials table; challenges live in the shared key-value store; signing in goes through
 * `app.identity.createSession`. Decorates `fastify.passkeys`; a deleted account takes its passkeys with it.
 */
import fp from 'fastify-plugin';
import { createChallengeStore } from './challenges';
import { passkeyRoutes } from './routes';
import { createPasskeysService, type PasskeysService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { PasskeysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    passkeys: PasskeysService;
  }
}

export default fp(
  async (app) => {
    const passkeys = createPasskeysService(app.database.db);
    app.decorate('passkeys', passkeys);
    app.onCustomerDeleted((customerId) => passkeys.removeAll(customerId));
    await app.register(passkeyRoutes, { passkeys, challenges: createChallengeStore(app.keyValue) });
  },
  { name: 'passkeys', dependencies: ['database', 'customer', 'key-value', 'rate-limit', 'identity'] },
);
