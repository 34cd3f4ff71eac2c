import { useEffect } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { NOT_FOUND_CONTENT_ASSETS, type ContentAsset, type NotFoundContentProps } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { ContentBlocks } from '../cms-content/content-blocks';
import { createContentApi } from '../../shared/content-api';

interface NotFoundContentViewProps {
  site: Pick<SiteInfo, 'brand' | 'locale'>;
  placement: NotFoundContentProps['placement'];
  /** The asset the edge inlined (the top one on a server-rendered 404); fetched when absent. */
  initial?: ContentAsset | null;
}

/**
 * Spec §2: the not-found page's CMS content blocks, above its picture (server-rendered from the inlined asset) and
 * below it (fetched once it nears the viewport). Content is optional: a missing asset or a failed fetch shows nothing,
 * the not-found page around it stays whole.
 */
export function NotFoundContentView({ site, placement, initial }: NotFoundContentViewProps) {
  // Inlined (an asset, or null for none) means nothing to fetch.
  const key = initial === undefined ? `${site.brand}|${site.locale}|${placement}` : null;
  const { state } = useApiData(key, (signal) => createContentApi(site).asset(NOT_FOUND_CONTENT_ASSETS[placement], signal));
  const asset = initial !== undefined ? initial : state.status === 'ready' ? state.data : null;
  const failed = state.status === 'failed' || state.status === 'not-found' ? state : null;
  useEffect(() => {
    if (failed) console.warn(`[mfe-content-help] not-found content (${placement}) not loaded`, failed.error);
  }, [failed]);
  if (!asset || asset.blocks.length === 0) return null;
  return (
    <section aria-label={asset.title} data-testid={`not-found-content-${placement}`}>
      <ContentBlocks blocks={asset.blocks} headingLevel={2} />
    </section>
  );
}
