import { describe, expect, it } from 'vitest';
import { isValidCategoryPath, isValidCmsSlug, isValidProductId, parseProductPath, productPath } from './patterns';
import { localizePath, parseLocalePath } from './locale-path';

describe('spec §5 validation rules', () => {
  it('accepts product ids of the documented format only', () => {
    expect(isValidProductId('NB1001')).toBe(true);
    expect(isValidProductId('nb1001')).toBe(false);
    expect(isValidProductId('NB1')).toBe(false);
    expect(isValidProductId('NB1001<script>')).toBe(false);
  });
  it('parses product paths and rejects others', () => {
    expect(parseProductPath('/p/ridge-hiker-boot-nb1001')).toEqual({ slug: 'ridge-hiker-boot-nb1001', productId: 'NB1001', colour: null });
    expect(parseProductPath('/p/ridge-hiker-boot-nb1001/tan')?.colour).toBe('tan');
    expect(parseProductPath('/p/no-id-here')).toBeNull();
    expect(productPath('Ridge Hiker Böot', 'NB1001')).toBe('/p/ridge-hiker-boot-nb1001');
  });
  it('checks category paths and CMS slugs', () => {
    expect(isValidCategoryPath('/c/women/boots')).toBe(true);
    expect(isValidCategoryPath('/c/Women')).toBe(false);
    expect(isValidCategoryPath('/c/a/b/c/d/e')).toBe(false);
    expect(isValidCmsSlug('about-us')).toBe(true);
    expect(isValidCmsSlug('favicon.ico')).toBe(false);
    expect(isValidCmsSlug('report.json')).toBe(false);
  });
});

describe('locale prefix strategies', () => {
  const base = { defaultLocale: 'uk-en' as const };
  it('prefix_except_default leaves the default locale bare', () => {
    const config = { ...base, strategy: 'prefix_except_default' as const };
    expect(parseLocalePath('/de-de/cart', config)).toEqual({ locale: 'de-de', path: '/cart' });
    expect(parseLocalePath('/cart', config)).toEqual({ locale: 'uk-en', path: '/cart' });
    expect(localizePath('/cart', 'uk-en', config)).toBe('/cart');
    expect(localizePath('/', 'de-de', config)).toBe('/de-de');
  });
  it('prefix requires a prefix and no_prefix never reads one', () => {
    expect(parseLocalePath('/cart', { ...base, strategy: 'prefix' })).toEqual({ locale: null, path: '/cart' });
    expect(localizePath('/cart', 'uk-en', { ...base, strategy: 'prefix' })).toBe('/uk-en/cart');
    expect(parseLocalePath('/de-de/cart', { ...base, strategy: 'no_prefix' })).toEqual({ locale: null, path: '/de-de/cart' });
  });
});
