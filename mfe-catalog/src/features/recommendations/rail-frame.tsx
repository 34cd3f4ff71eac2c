import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { RECOMMENDATIONS_SHOWN } from '@sf/contracts/personalisation';
import { Grid, Heading, Skeleton, SkeletonGroup, SkeletonText, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * The rail's box: a heading and one row of RECOMMENDATIONS_SHOWN slots (2 per row on a phone, 4 from md). It is
 * first drawn with placeholders (a square photo and more text lines than a card has) and then keeps at least that
 * height (measured once), so the products arriving late never pull what follows up or push it far down.
 */
export function RailFrame({ children, busy }: { children: ReactNode; busy: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement | null>(null);
  const [reserved, setReserved] = useState<number | null>(null);
  useEffect(() => {
    if (reserved === null && ref.current) setReserved(ref.current.getBoundingClientRect().height);
  }, [reserved]);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-testid="recommended-rail"
      css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4], ...(reserved === null ? {} : { minHeight: `${reserved}px` }) })}
    >
      <Heading level={2} size="lg" id={headingId}>
        {t('catalog.recommendedForYou')}
      </Heading>
      {children}
    </section>
  );
}

/** The placeholders of the rail while its code or products load; announced once as loading. */
export function RailSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('catalog.recommendationsLoading')}>
      <Grid columns={{ base: 2, md: 4 }} gap={4}>
        {Array.from({ length: RECOMMENDATIONS_SHOWN }, (_, index) => (
          <Stack key={index} gap={2}>
            <Skeleton aspectRatio="1 / 1" />
            <SkeletonText lines={7} />
          </Stack>
        ))}
      </Grid>
    </SkeletonGroup>
  );
}
