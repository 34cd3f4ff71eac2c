import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const tableStyles = (theme: Theme) => ({
  borderCollapse: 'collapse' as const,
  minWidth: '100%',
  fontVariantNumeric: 'tabular-nums',
  caption: { textAlign: 'start' as const, fontWeight: theme.fontWeights.bold, paddingBlock: theme.space[2] },
  'th, td': {
    padding: `${theme.space[2]} ${theme.space[3]}`,
    borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  },
  'thead th': { fontWeight: theme.fontWeights.bold, verticalAlign: 'bottom' as const },
});
/** Counts read best aligned on their last digit: every column after the first. */
const numericStyles = { 'td, thead th:not(:first-of-type)': { textAlign: 'end' as const } };

/**
 * A data table with a caption, in a region that scrolls sideways on a narrow screen (focusable, so the keyboard can
 * scroll it too). `head`: the column headers; `children`: the body rows; `numeric`: the columns after the first are
 * numbers (aligned to the end).
 */
export function DataTable({ caption, head, numeric = false, children }: { caption: string; head: readonly string[]; numeric?: boolean; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
      css={(theme: Theme) => ({ overflowX: 'auto', '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}` } })}
    >
      <table css={(theme: Theme) => (numeric ? [tableStyles(theme), numericStyles] : tableStyles(theme))}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
