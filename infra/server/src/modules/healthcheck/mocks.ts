/**
 * /healthcheck/mocks (spec §2: lower environments only): the test doubles this server runs with in place of real
 * services, so a tester knows what a payment, a mail or a second instance really does here.
 */
import type { FastifyInstance } from 'fastify';
import type { HealthcheckMocks } from '@sf/contracts/api';
import { DEMO_OPERATOR } from '../operators';
import { DEMO_CUSTOMERS } from '../identity';

export async function mocksReport(app: FastifyInstance): Promise<HealthcheckMocks> {
  const { environment, REDIS_URL, FEATURE_FLAGS, REMOTE_OVERRIDES, appSecretIsDefault } = app.config;
  if (environment === 'production') throw new Error('mocksReport: never on production');
  const mails = await app.outbox.list(1000);
  const flagOverrides = Object.keys(FEATURE_FLAGS);
  const remoteOverrides = Object.keys(REMOTE_OVERRIDES);
  return {
    environment,
    doubles: [
      // The only card and instalment providers there are: no real money moves on any environment.
      { id: 'test-psp', active: true, value: '/payments/test-provider', href: null },
      { id: 'bnpl-test-provider', active: true, value: null, href: null },
      { id: 'outbox', active: true, value: String(mails.length), href: '/lower-envs' },
      { id: 'demo-operator', active: true, value: DEMO_OPERATOR.email, href: null },
      {
        id: 'demo-customers',
        active: true,
        value: Object.values(DEMO_CUSTOMERS)
          .map((customer) => customer.email)
          .join(', '),
        href: '/sign-in',
      },
      { id: 'embedded-database', active: app.database.driver === 'pglite', value: app.database.driver, href: null },
      { id: 'in-process-key-value', active: !REDIS_URL, value: REDIS_URL ? 'redis' : 'memory', href: null },
      { id: 'development-secret', active: appSecretIsDefault, value: null, href: null },
      { id: 'flag-overrides', active: flagOverrides.length > 0, value: flagOverrides.join(', ') || null, href: null },
      { id: 'remote-overrides', active: remoteOverrides.length > 0, value: remoteOverrides.join(', ') || null, href: null },
    ],
  };
}
