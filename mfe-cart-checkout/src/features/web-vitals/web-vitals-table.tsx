import type { Theme } from '@emotion/react';
import { rateWebVital, WEB_VITAL_NAMES, type RumSummary, type WebVitalName } from '@sf/contracts';
import { Badge, useSite, type BadgeTone } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { formatWebVital, RATING_TEXT_KEYS, WEB_VITAL_FULL_NAMES } from './web-vitals-format';

type Row = RumSummary['rows'][number];
export type SummaryPeriod = 'last24h' | 'last7d';

const RATING_TONES = { good: 'success', 'needs-improvement': 'accent', poor: 'sale' } as const satisfies Record<string, BadgeTone>;

/**
 * One time period as a data table: page types are row headers, metrics column headers; a cell holds the p75, its
 * rating in words (colour is never the only signal) and how many measurements it rests on.
 */
export function WebVitalsTable({ summary, period, caption }: { summary: RumSummary; period: SummaryPeriod; caption: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const pageTypes = [...new Set(summary.rows.filter((row) => row[period].count > 0).map((row) => row.pageType))];
  const cell = new Map<string, Row>(summary.rows.map((row) => [`${row.pageType}|${row.metric}`, row]));
  return (
    // A wide table scrolls on its own on a narrow screen; focusable so the keyboard can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
      css={(theme: Theme) => ({ overflowX: 'auto', '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}` } })}
    >
      <table css={tableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.webVitals.pageType')}</th>
            {WEB_VITAL_NAMES.map((name) => (
              <th key={name} scope="col">
                <abbr title={WEB_VITAL_FULL_NAMES[name]}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pageTypes.length === 0 ? (
            <tr>
              <td colSpan={WEB_VITAL_NAMES.length + 1}>{t('cart.webVitals.empty')}</td>
            </tr>
          ) : (
            pageTypes.map((pageType) => (
              <tr key={pageType}>
                <th scope="row">{pageType}</th>
                {WEB_VITAL_NAMES.map((name) => (
                  <td key={name}>
                    <MetricCell name={name} row={cell.get(`${pageType}|${name}`)} period={period} tag={site.tag} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function MetricCell({ name, row, period, tag }: { name: WebVitalName; row: Row | undefined; period: SummaryPeriod; tag: string }) {
  const { t } = useTranslation();
  const figures = row?.[period];
  if (!figures || figures.p75 === null) return <span>{t('cart.webVitals.noData')}</span>;
  const rating = rateWebVital(name, figures.p75);
  return (
    <span css={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.25rem' }}>
      <strong>{formatWebVital(name, figures.p75, tag)}</strong>
      <Badge tone={RATING_TONES[rating]}>{t(RATING_TEXT_KEYS[rating])}</Badge>
      <small>{t('cart.webVitals.count', { count: figures.count })}</small>
    </span>
  );
}

export const tableStyles = (theme: Theme) => ({
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
  abbr: { textDecoration: 'none' },
});
