import type { Theme } from '@emotion/react';
import type { SizeChart } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { columnOfSystem, type SizeSystem } from './locale-size-system';

/**
 * One chart as a data table: its title is the caption, the first row holds column headers and each row starts with
 * a row header. The shopper's size system is highlighted and its header says "your sizes" in words too.
 */
export function SizeChartTable({ chart, system }: { chart: SizeChart; system: SizeSystem }) {
  const { t } = useTranslation();
  const highlighted = columnOfSystem(chart, system);
  return (
    // A wide chart scrolls on its own on a narrow screen instead of widening the page; focusable so keys scroll it.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
      tabIndex={0}
      aria-label={chart.title}
      css={(theme: Theme) => ({ overflowX: 'auto', '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}` } })}
    >
      <table css={table}>
        <caption css={(theme: Theme) => ({ textAlign: 'start', fontWeight: theme.fontWeights.bold, paddingBlock: theme.space[2] })}>{chart.title}</caption>
        <thead>
          <tr>
            {chart.columns.map((column, index) => (
              <th key={column} scope="col" data-highlighted={index === highlighted || undefined}>
                {column}
                {index === highlighted && (
                  <span css={(theme: Theme) => ({ display: 'block', fontSize: theme.fontSizes.xs })}>{`(${t('catalog.yourSizes')})`}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" data-highlighted={index === highlighted || undefined}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-highlighted={index === highlighted || undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const table = (theme: Theme) => ({
  borderCollapse: 'collapse' as const,
  minWidth: '100%',
  fontVariantNumeric: 'tabular-nums',
  'th, td': {
    padding: `${theme.space[2]} ${theme.space[3]}`,
    borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
    textAlign: 'start' as const,
  },
  'thead th': { fontWeight: theme.fontWeights.bold, verticalAlign: 'bottom' },
  '[data-highlighted]': { background: theme.colors.surface, fontWeight: theme.fontWeights.bold },
});
