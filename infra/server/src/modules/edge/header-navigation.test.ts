import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Category } from '@sf/contracts';
import type { CatalogChange, ChangeFeed } from '../../plugins/change-feed';
import { createHeaderNavigation, menuTree, promoOf } from './header-navigation';

function feed(): ChangeFeed {
  const listeners: Array<(change: CatalogChange) => void> = [];
  return {
    publish: async (change) => {
      for (const listener of listeners) listener(change);
    },
    subscribe: (listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
}
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const uk = { brand: 'northbound', locale: 'uk-en' } as const;
const category = (id: string, parentId: string | null, productCount = 3): Category => ({ id, slug: id.replaceAll('.', '/'), name: id, parentId, productCount });
const FLAT = [
  category('women', null),
  category('men', null),
  category('women.boots', 'women'),
  category('women.boots.hiking', 'women.boots'),
  category('women.shoes', 'women', 0),
  category('men.boots', 'men'),
];

describe('header navigation for documents', () => {
  it('nests the flat category list in order and leaves empty categories out', () => {
    expect(menuTree(FLAT)).toEqual([
      {
        slug: 'women',
        name: 'women',
        children: [{ slug: 'women/boots', name: 'women.boots', children: [{ slug: 'women/boots/hiking', name: 'women.boots.hiking', children: [] }] }],
      },
      { slug: 'men', name: 'men', children: [{ slug: 'men/boots', name: 'men.boots', children: [] }] },
    ]);
  });

  it('takes the promo text from the CMS promo-bar navigation, none when it is empty or missing', () => {
    expect(promoOf({ key: 'promo-bar', links: [{ label: ' Free delivery ', href: '/help/delivery' }] })).toEqual({
      text: 'Free delivery',
      href: '/help/delivery',
    });
    expect(promoOf({ key: 'promo-bar', links: [{ label: 'Text only', href: '' }] })).toEqual({ text: 'Text only', href: null });
    expect(promoOf({ key: 'promo-bar', links: [] })).toBeNull();
    expect(promoOf(null)).toBeNull();
  });

  it('reads once per brand and locale until a catalogue change, and keeps no failure', async () => {
    const categories = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(FLAT);
    const promo = vi.fn(async () => null);
    const changes = feed();
    const header = createHeaderNavigation({ categories, promo }, changes, log);
    expect(await header(uk)).toBeNull();
    expect((await header(uk))?.categories).toHaveLength(2);
    await header(uk);
    expect(categories).toHaveBeenCalledTimes(2);
    await changes.publish({ kind: 'catalog' });
    await header(uk);
    expect(categories).toHaveBeenCalledTimes(3);
  });

  it('a failing promo read still gives the menu', async () => {
    const header = createHeaderNavigation({ categories: async () => FLAT, promo: () => Promise.reject(new Error('cms down')) }, feed(), log);
    expect(await header(uk)).toMatchObject({ promo: null, categories: [{ slug: 'women' }, { slug: 'men' }] });
  });
});
