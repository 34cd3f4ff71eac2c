/**
 * Issue 25: the CMS blocks that are rarely above the fold (mega menu, accordion, pop-up, UGC gallery, video, hotspot
 * shop, shop the look, community slider, partners). The browser loads this module as a chunk of its own, after the
 * page's first load (late-block-lazy.tsx); the server and the tests import it directly (late-block-eager.ts).
 */
import type { Theme } from '@emotion/react';
import { CONTENT_IMAGE_SIZES } from '@sf/contracts/content-media';
import { useTranslation } from '@sf/i18n';
import { Grid, Heading, Link, Stack, Text } from '@sf/ui';
import { Carousel } from './carousel';
import { BlockLink, sub, type Level, type Of } from './block-parts';
import { ContentPicture } from './content-picture';
import { Popup } from './popup';
import { ProductTile } from './product-tile';
import { VideoBlock } from './video';

export type LateBlockData = Of<'megaMenu' | 'accordion' | 'popup' | 'ugcGallery' | 'video' | 'hotspotShop' | 'shopTheLook' | 'communitySlider' | 'partners'>;

export function LateBlock({ block, level }: { block: LateBlockData; level: Level }) {
  switch (block.type) {
    case 'megaMenu':
      return <MegaMenu block={block} level={level} />;
    case 'accordion':
      return <Accordion block={block} level={level} />;
    case 'popup':
      return <Popup block={block} />;
    case 'ugcGallery':
      return <UgcGallery block={block} level={level} />;
    case 'video':
      return <VideoBlock block={block} titleLevel={level} />;
    case 'hotspotShop':
      return <HotspotShop block={block} level={level} />;
    case 'shopTheLook':
      return <ShopTheLook block={block} level={level} />;
    case 'communitySlider':
      return (
        <Carousel title={block.title} titleLevel={level} itemWidth="card" testId="community-carousel">
          {block.items.map((item, index) => (
            <figure key={index} css={{ margin: 0 }}>
              <ContentPicture image={item.image} sizes={CONTENT_IMAGE_SIZES.tile} />
              <blockquote css={(theme: Theme) => ({ margin: `${theme.space[2]} 0 0`, fontStyle: 'italic' })}>
                <Text>{item.quote}</Text>
              </blockquote>
              <figcaption>
                <Text size="sm" tone="muted">
                  {item.name}
                </Text>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      );
    case 'partners':
      return (
        <section>
          <Stack gap={4}>
            <Heading level={level}>{block.title}</Heading>
            <Grid as="ul" columns={{ base: 1, md: 3 }} gap={4}>
              {block.items.map((item) => (
                <li key={item.name} css={(theme: Theme) => ({ padding: theme.space[4], background: theme.colors.surface, borderRadius: theme.radii.md })}>
                  <Stack gap={2}>
                    <Heading level={sub(level)}>{item.name}</Heading>
                    <Text>{item.text}</Text>
                    <BlockLink label={item.name} href={item.href} />
                  </Stack>
                </li>
              ))}
            </Grid>
          </Stack>
        </section>
      );
  }
}

function MegaMenu({ block, level }: { block: Of<'megaMenu'>; level: Level }) {
  return (
    <nav aria-label={block.title}>
      <Stack gap={4}>
        <Heading level={level}>{block.title}</Heading>
        <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={5}>
          {block.items.map((item) => (
            <li key={item.href + item.label}>
              <BlockLink label={item.label} href={item.href} />
              {item.children.length > 0 && (
                <Stack as="ul" gap={2} css={(theme: Theme) => ({ marginTop: theme.space[2], paddingInlineStart: theme.space[4] })}>
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <BlockLink label={child.label} href={child.href} />
                      {child.children.length > 0 && (
                        <Stack as="ul" gap={1} css={(theme: Theme) => ({ marginTop: theme.space[1], paddingInlineStart: theme.space[4] })}>
                          {child.children.map((leaf) => (
                            <li key={leaf.href + leaf.label}>
                              <BlockLink label={leaf.label} href={leaf.href} />
                            </li>
                          ))}
                        </Stack>
                      )}
                    </li>
                  ))}
                </Stack>
              )}
            </li>
          ))}
        </Grid>
      </Stack>
    </nav>
  );
}

function Accordion({ block, level }: { block: Of<'accordion'>; level: Level }) {
  return (
    <section>
      <Stack gap={3}>
        {block.title && <Heading level={level}>{block.title}</Heading>}
        {/* Native disclosure: keyboard and screen-reader support come with the element, no script needed. */}
        {block.items.map((item) => (
          <details
            key={item.title}
            css={(theme: Theme) => ({ borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingBlock: theme.space[3] })}
          >
            <summary
              css={(theme: Theme) => ({
                cursor: 'pointer',
                fontWeight: theme.fontWeights.bold,
                minHeight: theme.sizes.minTarget,
                display: 'flex',
                alignItems: 'center',
              })}
            >
              {item.title}
            </summary>
            <Text css={(theme: Theme) => ({ marginTop: theme.space[2] })}>{item.body}</Text>
          </details>
        ))}
      </Stack>
    </section>
  );
}

function UgcGallery({ block, level }: { block: Of<'ugcGallery'>; level: Level }) {
  return (
    <section>
      <Stack gap={4}>
        <Heading level={level}>{block.title}</Heading>
        <Grid as="ul" columns={{ base: 2, md: 3, lg: 6 }} gap={3}>
          {block.items.map((item, index) => (
            <li key={index}>
              <figure css={{ margin: 0 }}>
                <ContentPicture image={item.image} sizes={CONTENT_IMAGE_SIZES.tile} />
                <figcaption>
                  {item.link ? (
                    <BlockLink label={item.author} href={item.link.href} />
                  ) : (
                    <Text size="sm" tone="muted">
                      {item.author}
                    </Text>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </Grid>
      </Stack>
    </section>
  );
}

function HotspotShop({ block, level }: { block: Of<'hotspotShop'>; level: Level }) {
  const { t } = useTranslation();
  const products = new Map((block.products ?? []).map((product) => [product.productId, product]));
  const spots = block.hotspots.flatMap((spot) => {
    const product = products.get(spot.productId);
    return product ? [{ ...spot, product }] : [];
  });
  return (
    <section data-testid="hotspot-shop">
      <Stack gap={4}>
        <Heading level={level}>{block.title}</Heading>
        <Grid columns={{ base: 1, md: 2 }} gap={5}>
          <div css={{ position: 'relative' }}>
            <ContentPicture image={block.image} sizes={CONTENT_IMAGE_SIZES.half} />
            {spots.map((spot, index) => (
              <Link
                key={spot.productId}
                to={spot.product.path}
                variant="plain"
                aria-label={t('content-blocks.hotspot', { index: index + 1, name: spot.product.name })}
                css={(theme: Theme) => ({
                  position: 'absolute',
                  insetInlineStart: `${spot.x}%`,
                  insetBlockStart: `${spot.y}%`,
                  transform: 'translate(-50%, -50%)',
                  width: theme.sizes.minTarget,
                  height: theme.sizes.minTarget,
                  borderRadius: theme.radii.pill,
                  background: theme.colors.background,
                  color: theme.colors.text,
                  border: `${theme.sizes.strokeWidth} solid ${theme.colors.primary}`,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: theme.fontWeights.bold,
                  textDecoration: 'none',
                })}
              >
                <span aria-hidden="true">{index + 1}</span>
              </Link>
            ))}
          </div>
          <Grid as="ol" columns={{ base: 2 }} gap={4}>
            {spots.map((spot) => (
              <li key={spot.productId}>
                <ProductTile product={spot.product} nameLevel={sub(level)} />
              </li>
            ))}
          </Grid>
        </Grid>
      </Stack>
    </section>
  );
}

function ShopTheLook({ block, level }: { block: Of<'shopTheLook'>; level: Level }) {
  const products = block.products ?? [];
  return (
    <section data-testid="shop-the-look">
      <Grid columns={{ base: 1, md: 2 }} gap={5}>
        <ContentPicture image={block.image} sizes={CONTENT_IMAGE_SIZES.half} />
        <Stack gap={4}>
          <Heading level={level}>{block.title}</Heading>
          {block.text && <Text>{block.text}</Text>}
          <Grid as="ul" columns={{ base: 2 }} gap={4}>
            {products.map((product) => (
              <li key={product.productId}>
                <ProductTile product={product} nameLevel={sub(level)} />
              </li>
            ))}
          </Grid>
        </Stack>
      </Grid>
    </section>
  );
}
