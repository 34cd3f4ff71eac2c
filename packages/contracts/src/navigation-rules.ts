/**
 * Spec §2 "navigation rules on every route change, in order": the pure parts that the edge (before rendering) and the
 * shell (on client navigation) both apply, so a URL lands on the same page whichever side sees it first.
 *
 * 3. Locale prefix normalisation and localized URL aliases (LOCALIZED_ALIASES).
 * 4. Legacy URLs of the older platform rewritten to product-style paths (LEGACY_URL_RULES), behind `legacyUrls`.
 * 8. Query parameters carried to the next route (CARRIED_QUERY_PARAMETERS).
 * 9. Server-defined redirects: data, not code (the server's redirects table, `GET /fapi/route-rules`).
 */
import { LOCALE_CODES, LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import { localizePath, type LocalePathConfig } from './locale-path';

/**
 * Rule 3: the local form of a locale-free page path per language (canonical → alias). A link is written in the local
 * form (the locale payload's `urls`, read by `localizedUrl`), and a request for the local form renders the canonical
 * route: `/de-de/hilfe` is the `/help` page on the German site, with the address bar keeping `/de-de/hilfe`.
 * Aliases are whole paths (no prefixes), never a canonical path of the same language, and unique per language, so the
 * mapping round-trips (tested).
 */
export const LOCALIZED_ALIASES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {},
  de: {
    '/help': '/hilfe',
    '/cart': '/warenkorb',
    '/checkout': '/kasse',
    '/about-us': '/ueber-uns',
    '/privacy-policy': '/datenschutz',
    '/delivery': '/lieferung',
  },
  fr: {
    '/help': '/aide',
    '/cart': '/panier',
    '/checkout': '/commande',
    '/about-us': '/a-propos',
    '/privacy-policy': '/confidentialite',
    '/delivery': '/livraison',
  },
  it: { '/help': '/aiuto', '/cart': '/carrello', '/checkout': '/cassa', '/about-us': '/chi-siamo', '/privacy-policy': '/privacy', '/delivery': '/consegna' },
  es: { '/help': '/ayuda', '/cart': '/cesta', '/checkout': '/pago', '/about-us': '/sobre-nosotros', '/privacy-policy': '/privacidad', '/delivery': '/entrega' },
  nl: {
    '/help': '/hulp',
    '/cart': '/winkelmand',
    '/checkout': '/afrekenen',
    '/about-us': '/over-ons',
    '/privacy-policy': '/privacybeleid',
    '/delivery': '/bezorging',
  },
  pl: { '/help': '/pomoc', '/cart': '/koszyk', '/checkout': '/kasa', '/about-us': '/o-nas', '/privacy-policy': '/prywatnosc', '/delivery': '/dostawa' },
  pt: {
    '/help': '/ajuda',
    '/cart': '/carrinho',
    '/checkout': '/finalizar',
    '/about-us': '/sobre-nos',
    '/privacy-policy': '/privacidade',
    '/delivery': '/entrega',
  },
};

/** Alias → canonical per language, built on first use (a module-level Map would keep this file in every bundle). */
let canonicalByAlias: Map<Language, ReadonlyMap<string, string>> | null = null;
function aliasIndex(language: Language): ReadonlyMap<string, string> | undefined {
  canonicalByAlias ??= new Map(
    (Object.keys(LOCALIZED_ALIASES) as Language[]).map((code) => [
      code,
      new Map(Object.entries(LOCALIZED_ALIASES[code]).map(([canonical, alias]) => [alias, canonical])),
    ]),
  );
  return canonicalByAlias.get(language);
}

/** The local form of a locale-free path (identity without an alias); a trailing slash is not part of the match. */
export function aliasOfPath(path: string, language: Language): string {
  return LOCALIZED_ALIASES[language][path] ?? path;
}

/** The canonical (route-table) path of a locale-free path that may be a local alias. */
export function canonicalOfPath(path: string, language: Language): string {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return aliasIndex(language)?.get(bare) ?? path;
}

/**
 * Rule 3, normalisation: the one public form of a locale prefix. An upper-case prefix (`/DE-DE/cart`) is lowered, and
 * under `prefix_except_default` the default locale's own prefix is dropped (`/uk-en/cart` → `/cart`), so a page has
 * one address. Null when the path is already in its one form.
 */
export function normalizedLocalePath(pathname: string, config: LocalePathConfig): string | null {
  if (config.strategy === 'no_prefix') return null;
  const upper = /^\/([A-Za-z]{2}-[A-Za-z]{2})(\/.*)?$/.exec(pathname);
  const code = upper?.[1]?.toLowerCase() ?? '';
  if (!upper || !(LOCALE_CODES as string[]).includes(code)) return null;
  const rest = upper[2] ?? '';
  if (config.strategy === 'prefix_except_default' && code === config.defaultLocale) return rest === '' ? '/' : rest;
  return upper[1] === code ? null : `/${code}${rest}`;
}

// Rule 8 is its own module (the shell's first load needs it without the tables here); exported from here as well.
export { CARRIED_QUERY_PARAMETERS, withCarriedQuery } from './carried-query';

/**
 * Rule 4: the older platform's locale prefixes were language-country (`/en-gb/`, `/de-at/`), ours are the contracts
 * locale codes; the tag lower-cased names the site (`en-gb` → `uk-en`, `de-at` → `at-de`, `de-de` → `de-de`).
 */
const legacyLocaleOf = (tag: string): LocaleCode | undefined => LOCALE_CODES.find((code) => LOCALES[code].tag.toLowerCase() === tag);

/*
 * The patterns below: a product id is our master id (case-insensitive, e.g. NB1001); a name slug is letters, digits
 * and dashes in any case; spec §9's legacy extension check is 2 to 5 characters (.html, .htm, .jsp, .aspx).
 */

/** What a legacy URL stands for: a product-style path, or a product id whose path the catalogue knows. */
export type LegacyTarget = { kind: 'path'; path: string } | { kind: 'product'; productId: string };

export interface LegacyUrlRule {
  id: string;
  /** An example of the old address and where it lands (docs/architecture.md lists the same table). */
  example: string;
  /** Matches the path after any legacy locale prefix. */
  pattern: RegExp;
  target: (match: RegExpExecArray) => LegacyTarget;
}

const productPath = (name: string, sku: string): LegacyTarget => ({ kind: 'path', path: `/p/${name.toLowerCase()}-${sku.toLowerCase()}` });

/** Rule 4's mapping table, first match wins. */
export const LEGACY_URL_RULES: readonly LegacyUrlRule[] = [
  {
    id: 'product-page',
    example: '/en-gb/product/ridge-hiker-boot/NB1001.html → /p/ridge-hiker-boot-nb1001',
    pattern: /^\/product\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\/([A-Za-z]{2}\d{4,6})\.[A-Za-z0-9]{2,5}$/,
    target: (match) => productPath(match[1] ?? '', match[2] ?? ''),
  },
  {
    id: 'product-id',
    example: '/p/NB1001 or /product/NB1001.html → /p/<name>-nb1001 (name from the catalogue)',
    pattern: /^\/(?:p|product)\/([A-Za-z]{2}\d{4,6})(?:\.[A-Za-z0-9]{2,5})?\/?$/,
    target: (match) => ({ kind: 'product', productId: (match[1] ?? '').toUpperCase() }),
  },
  {
    id: 'product-short',
    example: '/de-at/ridge-hiker-boot/NB1001.html → /at-de/p/ridge-hiker-boot-nb1001',
    pattern: /^\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\/([A-Za-z]{2}\d{4,6})\.[A-Za-z0-9]{2,5}$/,
    target: (match) => productPath(match[1] ?? '', match[2] ?? ''),
  },
  {
    id: 'category',
    example: '/en-gb/category/women/boots.html → /c/women/boots',
    pattern: /^\/category((?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4})(?:\.[A-Za-z0-9]{2,5})?\/?$/,
    target: (match) => ({ kind: 'path', path: `/c${match[1] ?? ''}` }),
  },
];

/**
 * Rule 4: what a public path of the older platform stands for, and on which site. `pathname` is the whole public
 * path; a legacy locale prefix (`/en-gb/`) picks the site, else `currentLocale` keeps it. Null when it is not a
 * legacy address.
 */
export function legacyUrlTarget(pathname: string, currentLocale: LocaleCode): { locale: LocaleCode; target: LegacyTarget } | null {
  const prefixed = /^\/([a-z]{2}-[a-z]{2})(\/.*)$/i.exec(pathname);
  const legacyLocale = prefixed ? legacyLocaleOf((prefixed[1] ?? '').toLowerCase()) : undefined;
  const candidates: Array<[LocaleCode, string]> = legacyLocale && prefixed ? [[legacyLocale, prefixed[2] ?? '/']] : [];
  candidates.push([currentLocale, pathname]);
  for (const [locale, path] of candidates) {
    // Only old addresses with an extension or an id are legacy: a current page never looks like one.
    for (const rule of LEGACY_URL_RULES) {
      const match = rule.pattern.exec(path);
      if (match) return { locale, target: rule.target(match) };
    }
  }
  return null;
}

/** A redirect target that leaves the app: an absolute http(s) URL. Protocol-relative and other schemes never pass. */
export function isAbsoluteTarget(target: string): boolean {
  return /^https?:\/\/[^/\\]/i.test(target);
}

/** A same-site path target: one leading slash, no backslash (browsers read `/\evil` as `//evil`), no control characters. */
export function isSitePathTarget(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !/[\\\u0000-\u001f\u007f]/.test(target);
}

/** The public path of a locale-free target on a site (the local alias of its language, the site's prefix). */
export function publicPathOf(path: string, locale: LocaleCode, config: LocalePathConfig): string {
  const queryAt = path.search(/[?#]/);
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const suffix = queryAt === -1 ? '' : path.slice(queryAt);
  return `${localizePath(aliasOfPath(pathname, LOCALES[locale].language), locale, config)}${suffix}`;
}
