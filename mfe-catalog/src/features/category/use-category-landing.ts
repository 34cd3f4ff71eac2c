import { useEffect, useState } from 'react';
import type { ContentBlock, ProductList } from '@sf/contracts';
import { routeDataKey, type PageProps } from '@sf/remote-contract';
import { catalogApi } from '../../shared/catalog-api';

/** The edge's first data of a top category: its listing plus the CMS landing blocks (issue 25). */
export type CategoryFirstData = ProductList & { landing?: ContentBlock[] };

/**
 * Issue 25: the landing blocks (hero, featured sub-categories) above a top category's grid (`/c/women`). On the first
 * load they come inlined with the listing, so the server renders them; after a client-side navigation they are
 * fetched from the content module. Sub-categories have none. Not on useApiData: nothing else in the category page's
 * first load uses it, and bringing it in measured +0.3 KB gzip against 0.2 KB left in the page's budget.
 */
export function useCategoryLanding(props: Pick<PageProps<CategoryFirstData>, 'route' | 'site' | 'initialData'>, slug: string): ContentBlock[] | null {
  const top = slug.includes('/') ? null : slug;
  const inlined = props.initialData?.key === routeDataKey(props.route) ? (props.initialData.data.landing ?? null) : null;
  const [fetched, setFetched] = useState<{ slug: string; blocks: ContentBlock[] } | null>(null);
  useEffect(() => {
    if (!top || inlined) return undefined;
    const controller = new AbortController();
    catalogApi(props.site)
      .categoryLanding(top, controller.signal)
      .then((page) => setFetched({ slug: top, blocks: page.blocks }))
      // No landing for this category (or the content service is down): the listing alone is the page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [top, inlined, props.site]);
  if (!top) return null;
  return inlined ?? (fetched?.slug === top ? fetched.blocks : null);
}
