import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from './init-i18n';
import { currentLocale, getLocalePayload, localizedUrl } from './locale-payload';
import { german, ukEnglish } from './test-payloads';

describe('changeLocale and localized URLs', () => {
  it('fetches the payload when none is given', async () => {
    const fetchPayload = vi.fn(async () => ukEnglish);
    await initI18n({ locale: 'uk-en', fetchPayload, environment: 'production' });
    expect(fetchPayload).toHaveBeenCalledWith('uk-en');
    expect(currentLocale()).toBe('uk-en');
  });

  it('maps aliases of the active locale, keeping query and hash, identity otherwise', () => {
    expect(localizedUrl('/help')).toBe('/help-centre');
    expect(localizedUrl('/help?topic=returns#top')).toBe('/help-centre?topic=returns#top');
    expect(localizedUrl('/cart')).toBe('/cart');
  });

  it('switches to another locale and its texts and URLs', async () => {
    await changeLocale('de-de', german);
    expect(i18next.language).toBe('de-DE');
    expect(i18next.t('catalog.addToCart')).toBe('In den Warenkorb');
    expect(localizedUrl('/help')).toBe('/hilfe');
    expect(getLocalePayload('uk-en')?.texts['common.retry']).toBe('Try again');
  });

  it('switches back without refetching a loaded locale', async () => {
    const fetchPayload = vi.fn(async () => ukEnglish);
    await changeLocale('uk-en', undefined, { fetchPayload });
    expect(fetchPayload).not.toHaveBeenCalled();
    expect(i18next.t('catalog.addToCart')).toBe('Add to basket');
  });

  it('calls the server endpoint with the brand by default', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(german));
    await changeLocale('at-de', undefined, { brand: 'kerbside' });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/fapi/i18n/at-de?brand=kerbside');
    expect(i18next.language).toBe('de-AT');
    fetchSpy.mockRestore();
  });
});
