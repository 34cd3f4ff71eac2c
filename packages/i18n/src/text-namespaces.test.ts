import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { LocalePayload } from '@sf/contracts';
import { initI18n } from './init-i18n';
import { ensureTextNamespaces } from './text-namespaces';

const base = { urls: {}, seo: { title: '', description: '' }, alternateLinks: [] };

beforeAll(async () => {
  // As a document inlines it: only the first screen's namespaces.
  await initI18n({ locale: 'uk-en', payload: { ...base, texts: { 'common.close': 'Close' }, namespaces: ['common', 'catalog'] } });
});
afterEach(() => vi.unstubAllGlobals());

describe('ensureTextNamespaces', () => {
  it('fetches only the namespaces the document did not inline, once, and merges them into the texts', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/fapi/i18n/uk-en?brand=northbound&ns=cart,loyalty');
      const payload: LocalePayload = { ...base, texts: { 'cart.title': 'Your basket', 'loyalty.tier': 'Tier' }, namespaces: ['cart', 'loyalty'] };
      return new Response(JSON.stringify(payload), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([ensureTextNamespaces(['common', 'cart', 'loyalty'], 'northbound'), ensureTextNamespaces(['cart', 'loyalty', 'common'], 'northbound')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(i18next.t('cart.title')).toBe('Your basket');
    expect(i18next.t('common.close')).toBe('Close');
    await ensureTextNamespaces(['cart'], 'northbound');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails with the status when the texts cannot be had, and asks again next time', async () => {
    const fetchMock = vi.fn(async () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(ensureTextNamespaces(['chat'])).rejects.toThrow('503');
    await expect(ensureTextNamespaces(['chat'])).rejects.toThrow('503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
