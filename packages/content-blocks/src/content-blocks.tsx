import type { Theme } from '@emotion/react';
import type { ContentBlock } from '@sf/contracts';
import { CONTENT_IMAGE_SIZES } from '@sf/contracts/content-media';
import { useTranslation } from '@sf/i18n';
import { Container, Grid, Heading, Link, Stack, Text, type HeadingLevel } from '@sf/ui';
import { Carousel } from './carousel';
import { ContentPicture } from './content-picture';
import { Popup } from './popup';
import { ProductTile } from './product-tile';
import { safeHref } from './safe-href';
import { VideoBlock } from './video';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Outline level of block titles: 2 under a page's h1, 3 under a dialog's h2 title. */
  headingLevel: Extract<HeadingLevel, 2 | 3>;
  /** The first hero's title is the page's h1 (home and campaign pages); its picture is the preloaded largest paint. */
  heroIsPageHeading?: boolean;
  /** Text-only content (a dialog): no page-width containers. */
  bare?: boolean;
}

type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
type Level = 2 | 3;
const sub = (level: Level): 3 | 4 => (level === 2 ? 3 : 4);

/**
 * Renders CMS blocks. They are typed data, never HTML: every text goes through React as a text node, so markup an
 * editor typed (even <script>) shows as characters and cannot run. Everything but the pop-up is in the server's
 * markup, pictures have their boxes reserved (CLS 0), and links are only used when they are safe (safe-href.ts).
 */
export function ContentBlocks({ blocks, headingLevel, heroIsPageHeading = false, bare = false }: ContentBlocksProps) {
  const heroIndex = heroIsPageHeading ? blocks.findIndex((block) => block.type === 'hero') : -1;
  return (
    <Stack gap={bare ? 4 : 7}>
      {blocks.map((block, index) => {
        const element = <Block block={block} level={headingLevel} isPageHeading={index === heroIndex} />;
        const wide = !(block.type === 'heading' || block.type === 'paragraph' || block.type === 'links' || block.type === 'accordion');
        if (bare || block.type === 'popup' || block.type === 'promoBar') return <div key={index}>{element}</div>;
        return (
          <Container key={index} width={wide ? 'page' : 'prose'}>
            {element}
          </Container>
        );
      })}
    </Stack>
  );
}

function Block({ block, level, isPageHeading }: { block: ContentBlock; level: Level; isPageHeading: boolean }) {
  switch (block.type) {
    case 'heading':
      return <Heading level={level}>{block.text}</Heading>;
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'links':
      return (
        <Stack as="ul" gap={2}>
          {block.links.map((link, index) => (
            <li key={`${link.href}-${index}`}>
              <BlockLink label={link.label} href={link.href} />
            </li>
          ))}
        </Stack>
      );
    case 'hero':
      return <Hero block={block} level={isPageHeading ? 1 : level} />;
    case 'banner':
      return <Banner block={block} level={level} />;
    case 'promoBar':
      return <PromoBar block={block} />;
    case 'megaMenu':
      return <MegaMenu block={block} level={level} />;
    case 'tiles':
      return <Tiles block={block} level={level} />;
    case 'carousel':
      return (
        <Carousel title={block.title} titleLevel={level} autoAdvanceSeconds={block.autoAdvanceSeconds} itemWidth="slide" testId="content-carousel">
          {block.slides.map((slide, index) => (
            <Stack key={index} gap={2}>
              <ContentPicture image={slide.image} sizes={CONTENT_IMAGE_SIZES.slide} />
              <Heading level={sub(level)}>{slide.title}</Heading>
              {slide.text && <Text>{slide.text}</Text>}
              {slide.link && <BlockLink label={slide.link.label} href={slide.link.href} />}
            </Stack>
          ))}
        </Carousel>
      );
    case 'accordion':
      return <Accordion block={block} level={level} />;
    case 'productRecommendations':
      if (!block.products?.length) return null;
      return (
        <Carousel title={block.title} titleLevel={level} testId="product-carousel">
          {block.products.map((product) => (
            <ProductTile key={product.productId} product={product} nameLevel={sub(level)} />
          ))}
        </Carousel>
      );
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
    default:
      // A block type added to the CMS before this build knows it: skip it rather than break the page.
      return null;
  }
}

function BlockLink({ label, href, variant }: { label: string; href: string; variant?: 'inline' | 'plain' }) {
  const target = safeHref(href);
  return target ? (
    <Link to={target} variant={variant}>
      {label}
    </Link>
  ) : (
    <Text as="span">{label}</Text>
  );
}

function Hero({ block, level }: { block: Of<'hero'>; level: 1 | Level }) {
  const isPageHeading = level === 1;
  return (
    <section data-testid="content-hero" css={{ position: 'relative' }}>
      <ContentPicture image={block.image} sizes={CONTENT_IMAGE_SIZES.full} priority={isPageHeading} />
      <div
        css={(theme: Theme) => ({
          background: theme.colors.background,
          padding: theme.space[5],
          [theme.media.md]: {
            position: 'absolute',
            insetInlineStart: theme.space[6],
            insetBlockEnd: theme.space[6],
            maxWidth: '32rem',
            borderRadius: theme.radii.md,
            boxShadow: theme.shadows.md,
          },
        })}
      >
        <Stack gap={3}>
          <Heading level={level} size={isPageHeading ? 'display' : 'xxl'}>
            {block.title}
          </Heading>
          {block.text && <Text size="lg">{block.text}</Text>}
          {block.cta && <CtaLink label={block.cta.label} href={block.cta.href} />}
        </Stack>
      </div>
    </section>
  );
}

/** A call to action styled as a button (it is a link: it goes somewhere). */
function CtaLink({ label, href }: { label: string; href: string }) {
  const target = safeHref(href);
  if (!target) return null;
  return (
    <Link
      to={target}
      variant="plain"
      css={(theme: Theme) => ({
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: theme.sizes.minTarget,
        paddingInline: theme.space[5],
        borderRadius: theme.radii.pill,
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        fontWeight: theme.fontWeights.bold,
        textDecoration: 'none',
        '&:hover': { background: theme.colors.primaryHover, color: theme.colors.primaryText },
      })}
    >
      {label}
    </Link>
  );
}

function Banner({ block, level }: { block: Of<'banner'>; level: Level }) {
  return (
    <section>
      <Grid columns={{ base: 1, md: 2 }} gap={5} css={{ alignItems: 'center' }}>
        <div css={(theme: Theme) => ({ [theme.media.md]: { order: block.imageSide === 'end' ? 2 : 1 } })}>
          <ContentPicture image={block.image} sizes={CONTENT_IMAGE_SIZES.half} />
        </div>
        <Stack gap={3} css={(theme: Theme) => ({ [theme.media.md]: { order: block.imageSide === 'end' ? 1 : 2 } })}>
          <Heading level={level}>{block.title}</Heading>
          {block.text && <Text>{block.text}</Text>}
          {block.cta && <CtaLink label={block.cta.label} href={block.cta.href} />}
        </Stack>
      </Grid>
    </section>
  );
}

function PromoBar({ block }: { block: Of<'promoBar'> }) {
  const href = block.link ? safeHref(block.link.href) : null;
  return (
    <div
      data-testid="content-promo-bar"
      css={(theme: Theme) => ({
        background: theme.colors.primary,
        color: theme.colors.primaryText,
        textAlign: 'center',
        padding: `${theme.space[2]} ${theme.space[4]}`,
        fontSize: theme.fontSizes.sm,
        '& a': { color: theme.colors.primaryText },
      })}
    >
      <span>{block.text}</span>
      {block.link && href && (
        <>
          {' '}
          <Link to={href}>{block.link.label}</Link>
        </>
      )}
    </div>
  );
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

function Tiles({ block, level }: { block: Of<'tiles'>; level: Level }) {
  const columns = Math.min(block.items.length, 4);
  return (
    <section data-testid="content-tiles">
      <Stack gap={4}>
        <Heading level={level}>{block.title}</Heading>
        <Grid as="ul" columns={{ base: Math.min(columns, 2), md: columns }} gap={4}>
          {block.items.map((item) => {
            const href = safeHref(item.href);
            return (
              <li key={item.href + item.label}>
                <Stack gap={2}>
                  <ContentPicture image={item.image} sizes={CONTENT_IMAGE_SIZES.tile} />
                  <Heading level={sub(level)} size="lg">
                    {href ? (
                      <Link to={href} variant="plain">
                        {item.label}
                      </Link>
                    ) : (
                      item.label
                    )}
                  </Heading>
                  {item.text && <Text tone="muted">{item.text}</Text>}
                </Stack>
              </li>
            );
          })}
        </Grid>
      </Stack>
    </section>
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
