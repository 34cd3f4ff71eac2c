/** Small parts the eager and the late blocks share (block-type helpers, the safe link). */
import type { ContentBlock } from '@sf/contracts';
import { Link, Text } from '@sf/ui';
import { safeHref } from './safe-href';

export type Of<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
export type Level = 2 | 3;
/** The level of headings inside a block whose title is at `level`. */
export const sub = (level: Level): 3 | 4 => (level === 2 ? 3 : 4);

export function BlockLink({ label, href, variant }: { label: string; href: string; variant?: 'inline' | 'plain' }) {
  const target = safeHref(href);
  return target ? (
    <Link to={target} variant={variant}>
      {label}
    </Link>
  ) : (
    <Text as="span">{label}</Text>
  );
}
