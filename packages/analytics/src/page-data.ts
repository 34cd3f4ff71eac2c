import type { PageType } from '@sf/contracts';
import { pushToDataLayer } from './data-layer';
import { redactOptional, redactPersonalData } from './personal-data';
import { resolveSite, type AnalyticsSite } from './site-context';

/** Spec §3 search type: "click" when the shopper chose a suggested phrase, "regular" when they typed the term. */
export type SearchType = 'regular' | 'click';

export interface PageData {
  pageType: PageType;
  /** Stable page name for reports, e.g. "PLP:women/boots" or "Search". */
  pageName: string;
  /** The document title as shown. */
  pageTitle: string;
  /** Names of the breadcrumb trail, outermost first. */
  breadcrumb?: readonly string[];
  categoryId?: string | null;
  searchTerm?: string | null;
  /** The "did you mean" term searched instead, when the term as typed found nothing. */
  adjustedTerm?: string | null;
  searchType?: SearchType | null;
  searchResults?: number | null;
  /** Where the shopper came from (spec §3 source id), e.g. a campaign id; never a person's id. */
  sourceId?: string | null;
}

/** The `loadPageData` entry of spec §3: the page, plus country, language and currency of the site. */
export function pushPageData(data: PageData, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  pushToDataLayer({
    event: 'loadPageData',
    page: {
      pageType: data.pageType,
      pageName: data.pageName,
      pageTitle: redactPersonalData(data.pageTitle),
      breadcrumb: (data.breadcrumb ?? []).join(' > '),
      categoryId: data.categoryId ?? null,
      countryCode: resolved.country,
      language: resolved.language,
      currencyCode: resolved.currency,
      searchTerm: redactOptional(data.searchTerm),
      adjustedTerm: redactOptional(data.adjustedTerm),
      searchType: data.searchType ?? null,
      searchResults: data.searchResults ?? null,
      sourceId: redactOptional(data.sourceId),
    },
  });
}
