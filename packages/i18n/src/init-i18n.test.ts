import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './init-i18n';
import { getLocalePayload } from './locale-payload';
import { ukEnglish } from './test-payloads';

afterEach(() => vi.restoreAllMocks());

describe('initI18n', () => {
  it('initializes the default instance with the payload, under the language tag', async () => {
    await initI18n({ locale: 'uk-en', payload: ukEnglish, environment: 'test' });
    expect(i18next.isInitialized).toBe(true);
    expect(i18next.language).toBe('en-GB');
    expect(getLocalePayload()?.seo).toEqual(ukEnglish.seo);
  });

  it('translates flat dotted keys', () => {
    expect(i18next.t('catalog.addToCart')).toBe('Add to basket');
    expect(i18next.t('common.retry')).toBe('Try again');
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    expect(i18next.t('cart.itemCount', { count: 3 })).toBe('3 items in your basket');
    expect(i18next.t('greeting.named', { name: 'Ana & Jo' })).toBe('Hello, Ana & Jo');
  });

  it('is idempotent: a second call neither reconfigures nor refetches', async () => {
    const init = vi.spyOn(i18next, 'init');
    const fetchPayload = vi.fn(async () => ukEnglish);
    await initI18n({ locale: 'uk-en', fetchPayload });
    expect(init).not.toHaveBeenCalled();
    expect(fetchPayload).not.toHaveBeenCalled();
    expect(i18next.t('catalog.addToCart')).toBe('Add to basket');
  });

  it('shows the key for a missing text and warns once per key outside production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18next.t('catalog.notThere')).toBe('catalog.notThere');
    expect(i18next.t('catalog.notThere')).toBe('catalog.notThere');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('catalog.notThere');
  });
});
