/**
 * Issue 25: product blocks are stored as a source (new arrivals, best sellers, a category, listed ids) and filled
 * with the catalogue's products when a page is read, per brand and locale (prices in the site's currency), so the
 * edge inlines them as first data and the page renders whole on the server.
 */
import type { ContentBlock, ProductSource, ProductSummary } from '@sf/contracts';
import type { SiteContext } from '../../site-context';

/** What the content module asks of the catalogue; wired by the plugin once the search and catalog modules exist. */
export interface ProductReader {
  bySource(site: SiteContext, source: ProductSource, limit: number): Promise<ProductSummary[]>;
}

export const noProducts: ProductReader = { bySource: async () => [] };

const ids = (block: ContentBlock): ProductSource | null => {
  if (block.type === 'hotspotShop') return { kind: 'ids', ids: [...new Set(block.hotspots.map((spot) => spot.productId))] };
  if (block.type === 'shopTheLook') return { kind: 'ids', ids: block.productIds };
  if (block.type === 'productRecommendations') return block.source;
  return null;
};

/** The blocks with `products` filled (and whatever a writer put there replaced); other blocks are returned as they are. */
export async function resolveProductBlocks(site: SiteContext, blocks: readonly ContentBlock[], reader: ProductReader): Promise<ContentBlock[]> {
  return Promise.all(
    blocks.map(async (block) => {
      const source = ids(block);
      if (!source) return block;
      const limit = block.type === 'productRecommendations' ? block.limit : 8;
      // A catalogue outage leaves the block empty (it then renders nothing) rather than failing the whole page.
      const products = await reader.bySource(site, source, limit).catch(() => []);
      return { ...block, products };
    }),
  );
}
