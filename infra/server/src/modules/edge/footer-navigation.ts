/**
 * The footer's CMS links, inlined in every document (issue 13). They are the same for every page of a brand and
 * locale, so they are read once per brand × locale and kept until a content change on the change feed (any
 * instance) or 5 minutes pass, instead of one database read per document.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Navigation } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import type { ChangeFeed } from '../../plugins/change-feed';

const KEEP_MS = 5 * 60_000;

export function createFooterNavigation(
  read: (site: { brand: BrandKey; locale: LocaleCode }) => Promise<Navigation | null>,
  changes: ChangeFeed,
  log: FastifyBaseLogger,
) {
  const kept = new Map<string, { at: number; links: Promise<Navigation | null> }>();
  changes.subscribe((change) => {
    if (change.kind === 'content' || change.kind === 'catalog') kept.clear();
  });
  return (site: { brand: BrandKey; locale: LocaleCode }): Promise<Navigation | null> => {
    const key = `${site.brand}|${site.locale}`;
    const entry = kept.get(key);
    if (entry && Date.now() - entry.at < KEEP_MS) return entry.links;
    const links = read(site).catch((error: unknown) => {
      // A failure is not kept: the footer fetches the links itself this time and the next document tries again.
      kept.delete(key);
      log.warn({ err: error }, 'edge: footer navigation could not be read');
      return null;
    });
    kept.set(key, { at: Date.now(), links });
    return links;
  };
}
