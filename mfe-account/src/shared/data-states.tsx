import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ACCOUNT_ERROR_PATH, pathWithRedirectTo } from '@sf/contracts';
import type { RouteInfo } from '@sf/remote-contract';
import { Alert, Link, RetryAlert, Skeleton, SkeletonGroup, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { AccountData } from './account-data';

/** The account error path (sign-in) with `redirectTo` carrying this page's full path, so signing in comes back here. */
function signInPath(route: Pick<RouteInfo, 'path' | 'query'>): string {
  const query = new URLSearchParams(route.query).toString();
  return pathWithRedirectTo(ACCOUNT_ERROR_PATH, query ? `${route.path}?${query}` : route.path);
}

/**
 * Placeholder of a section still loading. `rows` × a fixed height keeps the space the real content will take, so
 * nothing below it jumps when the data arrives.
 */
export function SectionSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={label ?? t('account-area.loading')}>
      <Stack gap={3}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={7} />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return <RetryAlert message={message ?? t('account-area.loadFailed')} retryLabel={t('account-area.retry')} onRetry={onRetry} />;
}

/** The session ended while the page was open: say so and offer to sign in and come back. */
function SignedOut({ route }: { route: Pick<RouteInfo, 'path' | 'query'> }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" action={<Link to={signInPath(route)}>{t('account-area.signInAgain')}</Link>}>
      {t('account-area.sessionEnded')}
    </Alert>
  );
}

interface AccountDataViewProps<T> {
  state: AccountData<T>;
  route: Pick<RouteInfo, 'path' | 'query'>;
  onRetry: () => void;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** Renders the loading, failed and signed-out states of one piece of account data, and the data once it is there. */
export function AccountDataView<T>({ state, route, onRetry, skeletonRows, children }: AccountDataViewProps<T>) {
  switch (state.status) {
    case 'loading':
      return <SectionSkeleton rows={skeletonRows} />;
    case 'failed':
      return <LoadFailed onRetry={onRetry} />;
    case 'signed-out':
      return <SignedOut route={route} />;
    case 'not-found':
      return <NotFoundNotice />;
    default:
      return <>{children(state.data)}</>;
  }
}

function NotFoundNotice() {
  const { t } = useTranslation();
  return <Alert tone="error">{t('account-area.notFound')}</Alert>;
}

/** A friendly "nothing here yet" with what to do next. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        justifyItems: 'start',
        padding: theme.space[5],
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
      })}
    >
      <Text>{message}</Text>
      {action}
    </div>
  );
}
