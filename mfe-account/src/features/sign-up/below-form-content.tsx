import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import { createApiClient, siteQuery } from '@sf/api-client';
import { safeRedirectPath, type ContentAsset, type ContentBlock, type SiteInfo } from '@sf/contracts';
import { Heading, Link, Stack, Text } from '@sf/ui';

/** A content asset id as the content API accepts it (`#sign-up_loyalty-benefits`). */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Spec §2: `#sign-up_<content id>` shows a CMS content block below the form (the dialog is then size md). Blocks are
 * typed data rendered as text, never HTML. A block that cannot be loaded is left out: the form still works.
 */
export function BelowFormContent({ contentId, site }: { contentId: string; site: Pick<SiteInfo, 'brand' | 'locale'> }) {
  const [asset, setAsset] = useState<ContentAsset | null>(null);
  useEffect(() => {
    if (!CONTENT_ID_PATTERN.test(contentId)) return undefined;
    const controller = new AbortController();
    createApiClient({ defaultQuery: () => siteQuery(site) })
      .get<ContentAsset>(`/api/content/assets/${encodeURIComponent(contentId)}`, { signal: controller.signal })
      .then(setAsset)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[mfe-account] sign-up content block ${contentId} not shown`, error);
      });
    return () => controller.abort();
  }, [contentId, site.brand, site.locale]);
  if (!asset) return null;
  return (
    <aside
      aria-label={asset.title}
      data-testid="sign-up-content"
      css={(theme: Theme) => ({ borderTop: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingTop: theme.space[4] })}
    >
      <Stack gap={3}>
        <Heading level={3} size="md">
          {asset.title}
        </Heading>
        {asset.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Stack>
    </aside>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'heading':
      return <Heading level={4}>{block.text}</Heading>;
    case 'paragraph':
      return <Text size="sm">{block.text}</Text>;
    case 'links':
      return (
        <Stack as="ul" gap={2}>
          {block.links.map((link, index) => {
            // Only links inside the shop or to https pages are followed; anything else shows as text.
            const target = safeRedirectPath(link.href) ?? (/^https:\/\//i.test(link.href) ? link.href : null);
            return <li key={`${link.href}-${index}`}>{target ? <Link to={target}>{link.label}</Link> : <Text as="span">{link.label}</Text>}</li>;
          })}
        </Stack>
      );
    default:
      return null;
  }
}
