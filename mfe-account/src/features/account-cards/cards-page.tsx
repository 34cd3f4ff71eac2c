import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import type { SavedCard } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Badge, Button, Heading, Link, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { AccountDataView, EmptyState } from '../../shared/data-states';
import { useFocusWhenReady } from '../../shared/focus-when-ready';
import { brandName, expiryText } from './card-text';
import { cardsApi } from './cards-api';

const LIST_HEADING_ID = 'saved-cards-heading';

/** `/account/credit-cards`: saved cards (brand, last four, expiry), the default marked, each removable. */
export function CardsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => cardsApi(site), [site]);
  const [list, { reload, replace }] = useAccountData((signal) => api.list(signal));
  const [notice, setNotice] = useState<string | null>(null);
  const focusWhenReady = useFocusWhenReady(list);
  const deletion = useConfirmDelete<SavedCard>({
    remove: (card) => api.remove(card.id),
    onRemoved: (deleted) => {
      focusWhenReady(LIST_HEADING_ID);
      if (list.status === 'ready') replace({ ...list.data, cards: list.data.cards.filter((card) => card.id !== deleted.id) });
      setNotice(t('account-area.cards.deleted'));
      reload();
    },
    failureMessage: (failure) => {
      if (apiProblem(failure) !== 'not-found') return t('account-area.deleteFailed');
      reload();
      return t('account-area.cards.alreadyGone');
    },
  });

  const label = (card: SavedCard) =>
    t('account-area.cards.cardLabel', { brand: brandName(card.brand, t('account-area.cards.unknownBrand')), last4: card.last4 });

  return (
    <>
      <AccountHeading title={t('account-area.cards.title')} intro={t('account-area.cards.intro')} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <AccountDataView state={list} route={route} onRetry={reload} skeletonRows={3}>
        {(data) => (
          <section aria-labelledby={LIST_HEADING_ID}>
            <Stack gap={4}>
              <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: theme.space[3] })}>
                <Heading level={2} size="lg" id={LIST_HEADING_ID} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
                  {t('account-area.cards.listHeading')}
                </Heading>
                {data.cards.length < data.max && <Link to="/account/credit-cards/add">{t('account-area.cards.add')}</Link>}
              </div>
              {data.cards.length >= data.max && <Alert tone="info">{t('account-area.cards.full', { max: data.max })}</Alert>}
              {data.cards.length === 0 ? (
                <EmptyState message={t('account-area.cards.empty')} action={<Link to="/account/credit-cards/add">{t('account-area.cards.add')}</Link>} />
              ) : (
                <ul css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
                  {data.cards.map((card) => (
                    <li
                      key={card.id}
                      data-testid="saved-card"
                      css={(theme: Theme) => ({
                        display: 'flex',
                        flexWrap: 'wrap',
                        justifyContent: 'space-between',
                        alignItems: 'center',
                        gap: theme.space[3],
                        padding: theme.space[4],
                        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
                        borderRadius: theme.radii.md,
                      })}
                    >
                      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
                        <Text weight="bold">{label(card)}</Text>
                        <Text tone={card.expired ? 'error' : 'muted'}>
                          {card.expired
                            ? t('account-area.cards.expired', { expiry: expiryText(card) })
                            : t('account-area.cards.expires', { expiry: expiryText(card) })}
                        </Text>
                        {card.isDefault && <Badge tone="success">{t('account-area.cards.default')}</Badge>}
                      </div>
                      <Button variant="ghost" size="sm" onClick={() => deletion.ask(card)}>
                        {t('account-area.delete')}
                        <VisuallyHidden>{` ${label(card)}`}</VisuallyHidden>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
          </section>
        )}
      </AccountDataView>
      <ConfirmDialog {...deletion.dialog} title={t('account-area.cards.deleteTitle')} confirmLabel={t('account-area.cards.deleteConfirm')}>
        {deletion.target && <Text>{t('account-area.cards.deleteQuestion', { card: label(deletion.target), expiry: expiryText(deletion.target) })}</Text>}
      </ConfirmDialog>
    </>
  );
}
