import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $site, siteInfo } from '@sf/remote-contract';
import { pushChatEvent } from './chat-events';

const host = globalThis as { window?: { dataLayer?: unknown[] } };

describe('chat analytics events (spec §4)', () => {
  beforeEach(() => {
    host.window = {};
  });
  afterEach(() => {
    $site.set(null);
    delete host.window;
  });

  it('pushes the queue, topic, status and loyalty flag with the site, under one event name per action', () => {
    $site.set(siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default'));
    pushChatEvent({ action: 'start', queue: 'northbound:de', topic: 'order', status: 'bot', loyaltyMember: true });
    pushChatEvent({ action: 'closed', queue: 'northbound:de', topic: 'order', status: 'closed', loyaltyMember: true, closedWhat: 'window' });
    const entries = host.window?.dataLayer;
    expect(entries).toEqual([
      {
        event: 'chatStart',
        chat: { queue: 'northbound:de', topic: 'order', status: 'bot', loyaltyMember: true, closedWhat: null, countryCode: 'DE', language: 'de' },
      },
      {
        event: 'chatClosed',
        chat: { queue: 'northbound:de', topic: 'order', status: 'closed', loyaltyMember: true, closedWhat: 'window', countryCode: 'DE', language: 'de' },
      },
    ]);
  });
});
