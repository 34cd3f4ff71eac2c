import type { Theme } from '@emotion/react';
import type { ReviewSummary } from '@sf/contracts/api';
import { formatRating, Inline, RatingStars, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

export const FIT_ADVICE_KEYS = { small: 'reviews.adviceSmall', true: 'reviews.adviceTrue', large: 'reviews.adviceLarge' } as const;

/** "Most say true to size (72 %)", from the fit scale of approved reviews; nothing before anyone chose a fit. */
export function SizeAdvice({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  if (!summary.fit) return null;
  return (
    <Text data-testid="size-advice" weight="bold">
      {t(FIT_ADVICE_KEYS[summary.fit.verdict], { share: summary.fit.share })}
    </Text>
  );
}

/** Average, count and the share of each star count (a table a screen reader can walk). */
export function ReviewSummaryBlock({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  if (summary.count === 0 || summary.average === null) return <Text tone="muted">{t('reviews.none')}</Text>;
  const rating = formatRating(summary.average, tag);
  return (
    <Stack gap={2}>
      <Inline gap={3}>
        <RatingStars value={summary.average} label={t('reviews.average', { rating })} size="lg" />
        <Text as="span">{t('reviews.count', { count: summary.count })}</Text>
      </Inline>
      <table css={(theme: Theme) => ({ borderCollapse: 'collapse', fontSize: theme.fontSizes.sm })}>
        <caption css={{ textAlign: 'start' }}>{t('reviews.histogram')}</caption>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.histogram[stars - 1] ?? 0;
            const share = Math.round((n / summary.count) * 100);
            return (
              <tr key={stars}>
                <th scope="row" css={(theme: Theme) => ({ fontWeight: 'normal', textAlign: 'start', paddingInlineEnd: theme.space[2] })}>
                  {t('reviews.stars', { count: stars })}
                </th>
                <td css={{ width: '10rem' }}>
                  <span
                    aria-hidden="true"
                    css={(theme: Theme) => ({ display: 'block', height: '0.5rem', background: theme.colors.border, borderRadius: theme.radii.pill })}
                  >
                    <span
                      css={(theme: Theme) => ({
                        display: 'block',
                        height: '100%',
                        width: `${share}%`,
                        background: theme.colors.accent,
                        borderRadius: theme.radii.pill,
                      })}
                    />
                  </span>
                </td>
                <td css={(theme: Theme) => ({ paddingInlineStart: theme.space[2] })}>{n}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SizeAdvice summary={summary} />
    </Stack>
  );
}
