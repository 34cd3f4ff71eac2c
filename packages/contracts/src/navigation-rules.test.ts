import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LocaleCode } from '@sf/remote-contract';
import { ROUTES } from './routes';
import {
  aliasOfPath,
  canonicalOfPath,
  isAbsoluteTarget,
  isSitePathTarget,
  legacyUrlTarget,
  LOCALIZED_ALIASES,
  normalizedLocalePath,
  publicPathOf,
  withCarriedQuery,
} from './navigation-rules';

const config = { strategy: 'prefix_except_default' as const, defaultLocale: 'uk-en' as LocaleCode };

describe('rule 3: locale prefix normalisation', () => {
  it('lowers an upper-case prefix and drops the default locale prefix', () => {
    expect(normalizedLocalePath('/DE-DE/cart', config)).toBe('/de-de/cart');
    expect(normalizedLocalePath('/uk-en/cart', config)).toBe('/cart');
    expect(normalizedLocalePath('/uk-en', config)).toBe('/');
    expect(normalizedLocalePath('/UK-EN/c/men', config)).toBe('/c/men');
  });

  it('leaves canonical paths, unknown prefixes and other strategies alone', () => {
    expect(normalizedLocalePath('/de-de/cart', config)).toBeNull();
    expect(normalizedLocalePath('/cart', config)).toBeNull();
    expect(normalizedLocalePath('/xx-yy/cart', config)).toBeNull();
    expect(normalizedLocalePath('/uk-en/cart', { ...config, strategy: 'prefix' })).toBeNull();
    expect(normalizedLocalePath('/DE-DE/cart', { ...config, strategy: 'no_prefix' })).toBeNull();
  });
});

describe('rule 3: localized URL aliases', () => {
  it('maps a German alias to its canonical path and back', () => {
    expect(canonicalOfPath('/hilfe', 'de')).toBe('/help');
    expect(canonicalOfPath('/hilfe/', 'de')).toBe('/help');
    expect(aliasOfPath('/help', 'de')).toBe('/hilfe');
    expect(canonicalOfPath('/hilfe', 'fr')).toBe('/hilfe');
    expect(aliasOfPath('/c/men', 'de')).toBe('/c/men');
  });

  it('round-trips every alias of every language, and no alias is a canonical path or a route of its own', () => {
    const routePaths = new Set(ROUTES.map((route) => route.path).filter((path) => !path.includes('*') && !path.includes(':')));
    for (const language of LANGUAGES) {
      const table = LOCALIZED_ALIASES[language];
      expect(new Set(Object.values(table)).size).toBe(Object.values(table).length);
      for (const [canonical, alias] of Object.entries(table)) {
        expect(canonicalOfPath(aliasOfPath(canonical, language), language)).toBe(canonical);
        expect(aliasOfPath(canonicalOfPath(alias, language), language)).toBe(alias);
        expect(Object.keys(table)).not.toContain(alias);
        expect(routePaths.has(alias)).toBe(false);
      }
    }
  });

  it('writes public paths in the local form with the site prefix, keeping query and hash', () => {
    expect(publicPathOf('/help?topic=returns#top', 'de-de', config)).toBe('/de-de/hilfe?topic=returns#top');
    expect(publicPathOf('/help', 'uk-en', config)).toBe('/help');
    expect(publicPathOf('/cart', 'at-de', config)).toBe('/at-de/warenkorb');
  });
});

describe('rule 4: legacy URLs of the older platform', () => {
  it('rewrites product pages, keeping or switching the site by the legacy locale prefix', () => {
    expect(legacyUrlTarget('/en-gb/product/ridge-hiker-boot/NB1001.html', 'uk-en')).toEqual({
      locale: 'uk-en',
      target: { kind: 'path', path: '/p/ridge-hiker-boot-nb1001' },
    });
    expect(legacyUrlTarget('/de-at/Ridge-Hiker-Boot/NB1001.htm', 'uk-en')).toEqual({
      locale: 'at-de',
      target: { kind: 'path', path: '/p/ridge-hiker-boot-nb1001' },
    });
    expect(legacyUrlTarget('/product/ridge-hiker-boot/NB1001.html', 'fr-fr')?.locale).toBe('fr-fr');
  });

  it('asks the catalogue for bare product ids, and maps categories', () => {
    expect(legacyUrlTarget('/p/NB1001', 'uk-en')).toEqual({ locale: 'uk-en', target: { kind: 'product', productId: 'NB1001' } });
    expect(legacyUrlTarget('/en-gb/product/nb1001.html', 'de-de')).toEqual({ locale: 'uk-en', target: { kind: 'product', productId: 'NB1001' } });
    expect(legacyUrlTarget('/en-gb/category/women/boots.html', 'uk-en')).toEqual({ locale: 'uk-en', target: { kind: 'path', path: '/c/women/boots' } });
  });

  it('checks the extension is 2 to 5 characters (spec §9) and leaves current pages alone', () => {
    expect(legacyUrlTarget('/en-gb/product/boot/NB1001.h', 'uk-en')).toBeNull();
    expect(legacyUrlTarget('/en-gb/product/boot/NB1001.htmlxx', 'uk-en')).toBeNull();
    expect(legacyUrlTarget('/en-gb/product/boot/NB1001', 'uk-en')).toBeNull();
    expect(legacyUrlTarget('/p/ridge-hiker-boot-nb1001', 'uk-en')).toBeNull();
    expect(legacyUrlTarget('/c/women/boots', 'uk-en')).toBeNull();
    expect(legacyUrlTarget('/help', 'uk-en')).toBeNull();
  });
});

describe('rule 8: carried query parameters', () => {
  it('carries siteId, cms, preview and enrollment_marketing_source, the target winning', () => {
    expect(withCarriedQuery('/cart', '?preview=1&utm=x&siteId=7&cms=on&enrollment_marketing_source=mail')).toBe(
      '/cart?siteId=7&cms=on&preview=1&enrollment_marketing_source=mail',
    );
    expect(withCarriedQuery('/c/men?preview=2#top', '?preview=1')).toBe('/c/men?preview=2#top');
    expect(withCarriedQuery('/cart', '')).toBe('/cart');
  });
});

describe('rule 9: redirect targets', () => {
  it('tells absolute targets that leave the app from site paths, refusing tricks', () => {
    expect(isAbsoluteTarget('https://help.example.com/x')).toBe(true);
    expect(isAbsoluteTarget('//evil.example')).toBe(false);
    expect(isAbsoluteTarget('javascript:alert(1)')).toBe(false);
    expect(isSitePathTarget('/c/men')).toBe(true);
    expect(isSitePathTarget('//evil.example')).toBe(false);
    expect(isSitePathTarget('/\\evil.example')).toBe(false);
    expect(isSitePathTarget('/a\nb')).toBe(false);
    expect(isSitePathTarget('https://x.example')).toBe(false);
  });
});
