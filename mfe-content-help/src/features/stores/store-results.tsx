import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { StoreList, StoreWeekday } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Grid, Skeleton, SkeletonGroup, Stack, Text } from '@sf/ui';
import { StoreCard } from './store-card';

const COLUMNS = { base: 1, md: 2, lg: 3 };

export interface StoreResultsProps {
  /** What to list; null while the first list of this page loads. */
  list: StoreList | null;
  /** A newer list is on its way: the shown one stays, dimmed and marked busy, so the page keeps its size. */
  busy: boolean;
  /** Stores sorted by distance from the shopper ("use my location"). */
  nearby: boolean;
  today: StoreWeekday | null;
  /** "Show all stores", when a search or a position narrowed the list. */
  showAll: ReactNode;
}

/**
 * The count (a polite live region, so a new search is read out) and the stores. The region stays in the page from
 * the server's HTML on: a live region that appears together with its text is often not announced.
 */
export function StoreResults({ list, busy, nearby, today, showAll }: StoreResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <Text role="status" weight="medium" data-testid="stores-count">
          {busy || !list ? t('stores.loading') : summary(list, nearby, t)}
        </Text>
        {showAll}
      </Stack>
      {list ? (
        <Dimmed aria-busy={busy || undefined} data-busy={busy || undefined}>
          {list.stores.length > 0 && (
            <Grid as="ul" columns={COLUMNS} gap={4} data-testid="store-list">
              {list.stores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} today={today} />
                </li>
              ))}
            </Grid>
          )}
        </Dimmed>
      ) : (
        <SkeletonGroup label={t('stores.loading')} data-testid="stores-loading">
          <Grid columns={COLUMNS} gap={4}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} aspectRatio="1 / 1" />
            ))}
          </Grid>
        </SkeletonGroup>
      )}
    </Stack>
  );
}

function summary(list: StoreList, nearby: boolean, t: (key: string, options?: Record<string, unknown>) => string): string {
  const count = list.stores.length;
  if (count === 0) return list.query ? t('stores.noResults', { query: list.query }) : t('stores.none');
  if (nearby) return t('stores.nearbyCount', { count });
  return list.query ? t('stores.countFor', { count, query: list.query }) : t('stores.count', { count });
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const Dimmed = styled.div(({ theme }) => ({
  transition: `opacity ${theme.durations.base}`,
  '&[data-busy]': { opacity: 0.5 },
}));
