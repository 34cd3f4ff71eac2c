import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import type { SavedGiftCard } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Badge, Button, Heading, Price, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { AccountDataView, EmptyState } from '../../shared/data-states';
import { useFocusWhenReady } from '../../shared/focus-when-ready';
import { AddGiftCardForm } from './add-gift-card-form';
import { giftCardsApi } from './gift-cards-api';

const LIST_HEADING_ID = 'saved-gift-cards-heading';

/** `/account/gift-cards`: saved gift cards with their current balances; add by number and PIN, remove. */
export function GiftCardsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => giftCardsApi(site), [site]);
  const [list, { reload, replace }] = useAccountData((signal) => api.list(signal));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const focusWhenReady = useFocusWhenReady(list);

  const remove = async (card: SavedGiftCard) => {
    setRemoving(card.id);
    setNotice(null);
    try {
      await api.remove(card.id);
      focusWhenReady(LIST_HEADING_ID);
      if (list.status === 'ready') replace({ ...list.data, giftCards: list.data.giftCards.filter((other) => other.id !== card.id) });
      setNotice({ tone: 'success', text: t('account-area.giftCards.removed', { card: card.maskedNumber }) });
    } catch (error) {
      // Already gone (another tab): the list catches up and says so, as addresses and cards do.
      if (apiProblem(error) === 'not-found') {
        reload();
        setNotice({ tone: 'success', text: t('account-area.giftCards.alreadyGone') });
      } else setNotice({ tone: 'error', text: t('account-area.deleteFailed') });
    } finally {
      setRemoving(null);
    }
  };

  const added = (card: SavedGiftCard) => {
    setNotice({ tone: 'success', text: t('account-area.giftCards.added', { card: card.maskedNumber }) });
    reload();
  };

  return (
    <>
      <AccountHeading title={t('account-area.giftCards.title')} intro={t('account-area.giftCards.intro')} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <AccountDataView state={list} route={route} onRetry={reload} skeletonRows={2}>
        {(data) => (
          <Stack gap={6}>
            <section aria-labelledby={LIST_HEADING_ID}>
              <Stack gap={3}>
                <Heading level={2} size="lg" id={LIST_HEADING_ID} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
                  {t('account-area.giftCards.listHeading')}
                </Heading>
                {data.giftCards.length === 0 ? (
                  <EmptyState message={t('account-area.giftCards.empty')} />
                ) : (
                  <ul css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
                    {data.giftCards.map((card) => (
                      <li
                        key={card.id}
                        data-testid="saved-gift-card"
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
                          <Text weight="bold">{t('account-area.giftCards.cardLabel', { card: card.maskedNumber })}</Text>
                          <Text>
                            {t('account-area.giftCards.balance')} <Price money={card.balance} />
                          </Text>
                          {card.status === 'disabled' && <Badge tone="sale">{t('account-area.giftCards.disabled')}</Badge>}
                        </div>
                        <Button variant="ghost" size="sm" loading={removing === card.id} onClick={() => remove(card)}>
                          {t('account-area.remove')}
                          <VisuallyHidden>{` ${t('account-area.giftCards.cardLabel', { card: card.maskedNumber })}`}</VisuallyHidden>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </section>
            {data.giftCards.length < data.max ? <AddGiftCardForm api={api} onAdded={added} /> : <Alert tone="info">{t('account-area.giftCards.full')}</Alert>}
          </Stack>
        )}
      </AccountDataView>
    </>
  );
}
