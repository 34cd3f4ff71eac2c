/**
 * The blocks a page opens with (hero and tiles), in a module of their own so that a category page's landing can use
 * them without the rest of the renderer (issue 25, first-load budget).
 */
import type { Theme } from '@emotion/react';
import type { ContentBlock } from '@sf/contracts';
import { CONTENT_IMAGE_SIZES } from '@sf/contracts/content-media';
import { Grid, Heading, Link, Stack, Text } from '@sf/ui';
import { BlockLink, sub, type Level, type Of } from './block-parts';
import { ContentPicture } from './content-picture';
import { safeHref } from './safe-href';

export function Hero({ block, level }: { block: Of<'hero'>; level: 1 | Level }) {
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
export function CtaLink({ label, href }: { label: string; href: string }) {
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

export function Tiles({ block, level }: { block: Of<'tiles'>; level: Level }) {
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

export interface LandingBlocksProps {
  blocks: readonly ContentBlock[];
  headingLevel: Level;
}

/**
 * A category's landing above its grid: heroes, tiles and text only (other block types are left out), rendered at once
 * on the server and in the browser, so hydration adopts it as it is.
 */
export function LandingBlocks({ blocks, headingLevel }: LandingBlocksProps) {
  return (
    <Stack gap={5}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'hero') return <Hero key={key} block={block} level={headingLevel} />;
        if (block.type === 'tiles') return <Tiles key={key} block={block} level={headingLevel} />;
        if (block.type === 'heading')
          return (
            <Heading key={key} level={headingLevel}>
              {block.text}
            </Heading>
          );
        if (block.type === 'paragraph') return <Text key={key}>{block.text}</Text>;
        if (block.type === 'links')
          return (
            <Stack key={key} as="ul" gap={2}>
              {block.links.map((link) => (
                <li key={link.href + link.label}>
                  <BlockLink label={link.label} href={link.href} />
                </li>
              ))}
            </Stack>
          );
        return null;
      })}
    </Stack>
  );
}
