/** Idle and absolute session expiry, for both stores, on a clock the test moves. */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../db/key-value';
import { describeDatabases } from '../../test/databases';
import { createDatabaseSessionStore, createKeyValueSessionStore, SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS, type SessionStore } from './session-store';

const DAY = 24 * 60 * 60 * 1000;

function expiryCases(makeStore: (now: () => number) => SessionStore) {
  it('ends a session left idle longer than the idle limit, and one older than the absolute limit however busy', async () => {
    let clock = Date.now();
    const store = makeStore(() => clock);
    const idle = randomBytes(32).toString('base64url');
    const busy = randomBytes(32).toString('base64url');
    const start = clock;
    await store.create(idle, { customerId: randomUUID(), epoch: 0, createdAt: start, lastSeenAt: start });
    await store.create(busy, { customerId: randomUUID(), epoch: 0, createdAt: start, lastSeenAt: start });
    // Used every day, the busy one lives on past the idle limit; the idle one does not.
    for (let day = 1; day * DAY < SESSION_IDLE_SECONDS * 1000 + DAY; day += 1) {
      clock = start + day * DAY;
      expect(await store.read(busy)).not.toBeNull();
    }
    expect(await store.read(idle)).toBeNull();
    for (let day = 8; day * DAY < SESSION_MAX_SECONDS * 1000; day += 1) {
      clock = start + day * DAY;
      expect(await store.read(busy)).not.toBeNull();
    }
    clock = start + SESSION_MAX_SECONDS * 1000;
    expect(await store.read(busy)).toBeNull();
  });
}

describeDatabases('shopper sessions in PostgreSQL', (context) => {
  expiryCases((now) => createDatabaseSessionStore(context.db, now));
});

// The Redis store goes through the same KeyValueStore interface; the memory one stands in with the same clock.
describe('shopper sessions in the key-value store', () => {
  expiryCases((now) => createKeyValueSessionStore(createMemoryStore(now), now));
});
