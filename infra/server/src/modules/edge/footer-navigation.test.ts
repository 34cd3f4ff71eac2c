import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogChange, ChangeFeed } from '../../plugins/change-feed';
import { createFooterNavigation } from './footer-navigation';

function feed() {
  const listeners: Array<(change: CatalogChange) => void> = [];
  const changes: ChangeFeed = {
    publish: async (change) => {
      for (const listener of listeners) listener(change);
    },
    subscribe: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  return changes;
}
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const uk = { brand: 'northbound', locale: 'uk-en' } as const;
const de = { brand: 'northbound', locale: 'de-de' } as const;

describe('footer links for documents', () => {
  it('reads once per brand and locale, and again after a content change', async () => {
    const read = vi.fn(async () => ({ key: 'footer', links: [{ label: 'Help', href: '/help' }] }));
    const changes = feed();
    const footer = createFooterNavigation(read, changes, log);
    await footer(uk);
    await footer(uk);
    await footer(de);
    expect(read).toHaveBeenCalledTimes(2);
    await changes.publish({ kind: 'content' });
    await footer(uk);
    expect(read).toHaveBeenCalledTimes(3);
    // A sale does not touch the footer.
    await changes.publish({ kind: 'stock', productIds: ['NB1001'] });
    await footer(uk);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read: the next document reads again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ key: 'footer', links: [] });
    const footer = createFooterNavigation(read, feed(), log);
    expect(await footer(uk)).toBeNull();
    expect(await footer(uk)).toEqual({ key: 'footer', links: [] });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
