import type { ContentBlock } from '@sf/contracts';
import { Heading, Link, Stack, Text, type HeadingLevel } from '@sf/ui';
import { safeHref } from '../../shared/safe-href';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Outline level of heading blocks: 2 under a page's h1, 3 under a dialog's h2 title. */
  headingLevel: Extract<HeadingLevel, 2 | 3>;
}

/**
 * Renders CMS blocks. They are typed data, never HTML: every text goes through React as a text node, so markup an
 * editor typed (even <script>) shows as characters and cannot run.
 */
export function ContentBlocks({ blocks, headingLevel }: ContentBlocksProps) {
  return (
    <Stack gap={4}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

function Block({ block, headingLevel }: { block: ContentBlock; headingLevel: 2 | 3 }) {
  switch (block.type) {
    case 'heading':
      return <Heading level={headingLevel}>{block.text}</Heading>;
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
    default:
      // A block type added to the CMS before this remote knows it: skip it rather than break the page.
      return null;
  }
}

function BlockLink({ label, href }: { label: string; href: string }) {
  const target = safeHref(href);
  return target ? <Link to={target}>{label}</Link> : <Text as="span">{label}</Text>;
}
