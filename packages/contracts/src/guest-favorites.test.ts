import { afterEach, describe, expect, it } from 'vitest';
import { addGuestFavorite, guestFavoritesStorageKey } from './guest-favorites';

const site = { brand: 'northbound', country: 'GB' } as const;
const store = new Map<string, string>();
const storage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

describe('addGuestFavorite', () => {
  afterEach(() => store.clear());

  it('writes the catalogue guest store format, once per product, keeping only well-formed ids', () => {
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    expect(guestFavoritesStorageKey(site)).toBe('sf-favorites-northbound-gb');
    store.set('sf-favorites-northbound-gb', JSON.stringify(['NB1002', 42, '<script>']));
    expect(addGuestFavorite(site, 'NB1001')).toBe(true);
    expect(addGuestFavorite(site, 'NB1001')).toBe(true);
    expect(JSON.parse(store.get('sf-favorites-northbound-gb') ?? '[]')).toEqual(['NB1002', 'NB1001']);
    expect(addGuestFavorite(site, 'not an id')).toBe(false);
  });

  it('survives unreadable JSON and blocked storage', () => {
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    store.set('sf-favorites-northbound-gb', '{oops');
    expect(addGuestFavorite(site, 'NB1001')).toBe(true);
    expect(store.get('sf-favorites-northbound-gb')).toBe('["NB1001"]');
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw new Error('blocked');
      },
      configurable: true,
    });
    expect(addGuestFavorite(site, 'NB1001')).toBe(false);
  });
});
