import type { Theme } from '@emotion/react';
import { Suspense } from 'react';
import type { ContentBlock } from '@sf/contracts';
import { CONTENT_IMAGE_SIZES } from '@sf/contracts/content-media';
import { Container, Grid, Heading, Link, Stack, Text, type HeadingLevel } from '@sf/ui';
import { LateBlock } from '#late-block';
import { Carousel } from './carousel';
import { ContentPicture } from './content-picture';
import { ProductTile } from './product-tile';
import { BlockLink, sub, type Level, type Of } from './block-parts';
import { CtaLink, Hero, Tiles } from './opening-blocks';
import { safeHref } from './safe-href';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Outline level of block titles: 2 under a page's h1, 3 under a dialog's h2 title. */
  headingLevel: Extract<HeadingLevel, 2 | 3>;
  /** The first hero's title is the page's h1 (home and campaign pages); its picture is the preloaded largest paint. */
  heroIsPageHeading?: boolean;
  /** Text-only content (a dialog): no page-width containers. */
  bare?: boolean;
}

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
    case 'productRecommendations':
      if (!block.products?.length) return null;
      return (
        <Carousel title={block.title} titleLevel={level} testId="product-carousel">
          {block.products.map((product) => (
            <ProductTile key={product.productId} product={product} nameLevel={sub(level)} />
          ))}
        </Carousel>
      );
    case 'megaMenu':
    case 'accordion':
    case 'popup':
    case 'ugcGallery':
    case 'video':
    case 'hotspotShop':
    case 'shopTheLook':
    case 'communitySlider':
    case 'partners':
      // Issue 25: blocks that are rarely above the fold load their code late in the browser (the server renders
      // them in full, and hydration waits for the chunk; see late-block-lazy.tsx).
      return (
        <Suspense fallback={null}>
          <LateBlock block={block} level={level} />
        </Suspense>
      );
    default:
      // A block type added to the CMS before this build knows it: skip it rather than break the page.
      return null;
  }
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
