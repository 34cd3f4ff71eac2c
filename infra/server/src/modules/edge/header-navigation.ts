/**
 * The header's category tree (mega menu) and promo bar text, inlined in every document (issue 24) like the footer's
 * links. The demo trees have three levels and 20-30 categories: the whole tree is about 1.1 KB of JSON (240 B
 * gzip) per document, less than a request of its own, so the menu's deeper levels open without a fetch. Read once
 * per brand × locale, kept until a catalogue or content change on the change feed or 5 minutes pass.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Category, HeaderNavigation, MenuCategory, Navigation } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';
import type { LocaleCode } from '@sf/remote-contract';
import type { ChangeFeed } from '../../plugins/change-feed';

const KEEP_MS = 5 * 60_000;
type Site = { brand: BrandKey; locale: LocaleCode };

/** Nests the catalogue's flat list (already in position order); empty categories are left out of the menu. */
export function menuTree(categories: readonly Category[]): MenuCategory[] {
  const children = new Map<string | null, Category[]>();
  for (const category of categories) {
    if (category.productCount <= 0) continue;
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category);
    children.set(category.parentId, siblings);
  }
  const build = (parentId: string | null, depth: number): MenuCategory[] =>
    depth > 3 ? [] : (children.get(parentId) ?? []).map((category) => ({ slug: category.slug, name: category.name, children: build(category.id, depth + 1) }));
  return build(null, 1);
}

/** The CMS promo bar: the first link of the `promo-bar` navigation; an empty href is text only. */
export function promoOf(navigation: Navigation | null): HeaderNavigation['promo'] {
  const first = navigation?.links[0];
  if (!first?.label.trim()) return null;
  return { text: first.label.trim(), href: first.href.trim() || null };
}

export function createHeaderNavigation(
  read: { categories: (site: Site) => Promise<readonly Category[]>; promo: (site: Site) => Promise<Navigation | null> },
  changes: ChangeFeed,
  log: FastifyBaseLogger,
) {
  const kept = new Map<string, { at: number; value: Promise<HeaderNavigation | null> }>();
  changes.subscribe((change) => {
    if (change.kind === 'content' || change.kind === 'catalog') kept.clear();
  });
  return (site: Site): Promise<HeaderNavigation | null> => {
    const key = `${site.brand}|${site.locale}`;
    const entry = kept.get(key);
    if (entry && Date.now() - entry.at < KEEP_MS) return entry.value;
    const value = Promise.all([read.categories(site), read.promo(site).catch(() => null)])
      .then(([categories, promo]) => ({ categories: menuTree(categories), promo: promoOf(promo) }))
      .catch((error: unknown) => {
        // Not kept: this document's header shows no menu (its links are still in the footer and search), the next tries again.
        kept.delete(key);
        log.warn({ err: error }, 'edge: header navigation could not be read');
        return null;
      });
    kept.set(key, { value, at: Date.now() });
    return value;
  };
}
