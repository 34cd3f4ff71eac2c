import { useEffect, useState } from 'react';
import { NOT_FOUND_CONTENT_ASSETS, type ContentAsset, type NotFoundContentProps, type SiteInfo } from '@sf/contracts';
import { ContentBlocks } from '../cms-content/content-blocks';
import { createContentApi, isAbortError } from '../../shared/content-api';

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
  const [asset, setAsset] = useState<ContentAsset | null>(initial ?? null);
  useEffect(() => {
    if (initial !== undefined) return;
    const controller = new AbortController();
    createContentApi(site)
      .asset(NOT_FOUND_CONTENT_ASSETS[placement], controller.signal)
      .then(setAsset)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) console.warn(`[mfe-content-help] not-found content (${placement}) not loaded`, error);
      });
    return () => controller.abort();
  }, [site.brand, site.locale, placement, initial]);
  if (!asset || asset.blocks.length === 0) return null;
  return (
    <section aria-label={asset.title} data-testid={`not-found-content-${placement}`}>
      <ContentBlocks blocks={asset.blocks} headingLevel={2} />
    </section>
  );
}
