import { useEffect } from 'react';
import type { Theme } from '@emotion/react';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { safeRedirectPath, type ContentBlock } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { Heading, Link, Stack, Text } from '@sf/ui';

/** A content asset id as the content API accepts it (`#sign-up_loyalty-benefits`). */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Spec §2: `#sign-up_<content id>` shows a CMS content block below the form (the dialog is then size md). Blocks are
 * typed data rendered as text, never HTML. A block that cannot be loaded is left out: the form still works.
 */
export function BelowFormContent({ contentId, site }: { contentId: string; site: Pick<SiteInfo, 'brand' | 'locale'> }) {
  const { state } = useApiData(CONTENT_ID_PATTERN.test(contentId) ? `${site.brand}|${site.locale}|${contentId}` : null, (signal) =>
    createTypedApiClient({ defaultQuery: () => siteQuery(site) }).get('/api/content/assets/{id}', { path: { id: contentId }, signal }),
  );
  useEffect(() => {
    if (state.status === 'failed' || state.status === 'not-found') console.warn(`[mfe-account] sign-up content block ${contentId} not shown`, state.error);
  }, [state]);
  const asset = state.status === 'ready' ? state.data : null;
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
