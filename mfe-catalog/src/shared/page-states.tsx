import type { Theme } from '@emotion/react';
import { Container, RetryAlert, Skeleton, SkeletonGroup, SkeletonText, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** Placeholder while a page's data loads: a heading bar and a few lines, announced once as "Loading". */
export function PageSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <SkeletonGroup label={t('catalog.loading')}>
        <Stack gap={4}>
          <Skeleton height={7} width="60%" />
          {Array.from({ length: blocks }, (_, index) => (
            <SkeletonText key={index} lines={3} />
          ))}
        </Stack>
      </SkeletonGroup>
    </Container>
  );
}

/** The API failed for a reason other than "not found": say so and offer another try. */
export function LoadFailed({ retry, message }: { retry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <RetryAlert message={message ?? t('catalog.loadFailed')} retryLabel={t('catalog.retry')} onRetry={retry} />
    </Container>
  );
}
