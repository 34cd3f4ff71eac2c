import { useMemo } from 'react';
import type { PageProps } from '@sf/remote-contract';
import { Grid, Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { BalanceCheckForm } from './balance-check-form';
import { BuyGiftCardForm } from './buy-gift-card-form';
import { giftCardApi, type GiftCardApi } from './gift-card-api';

/** `/gift-card`: buy an e-gift card (a basket line, issued when the order is paid) and check a card's balance. */
export function GiftCardPage({ api: injected }: Partial<PageProps> & { api?: GiftCardApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? giftCardApi(), [injected]);
  return (
    <PageFrame>
      <Stack gap={2}>
        <Heading level={1}>{t('cart.giftCard.title')}</Heading>
        <Text tone="muted">{t('cart.giftCard.intro')}</Text>
      </Stack>
      <Grid columns={{ base: 1, md: 2 }} gap={6}>
        <BuyGiftCardForm api={api} />
        <BalanceCheckForm api={api} />
      </Grid>
    </PageFrame>
  );
}
