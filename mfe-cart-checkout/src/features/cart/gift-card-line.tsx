import type { Theme } from '@emotion/react';
import type { GiftCardItem } from '@sf/contracts';
import { Button, Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** An e-gift card line: who receives it and its amount; it can only be removed. */
export function GiftCardLine({ card, busy, onRemove }: { card: GiftCardItem; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = t('cart.basket.giftCardLabel');
  return (
    <li
      aria-busy={busy || undefined}
      css={(theme: Theme) => ({
        display: 'flex',
        justifyContent: 'space-between',
        gap: theme.space[4],
        flexWrap: 'wrap',
        paddingBlock: theme.space[4],
        borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
      })}
    >
      <Stack gap={1}>
        <Text weight="bold">{label}</Text>
        <Text size="sm" tone="muted">
          {t('cart.basket.giftCardLine', { name: card.recipientName, email: card.recipientEmail })}
        </Text>
        <div>
          <Button variant="ghost" size="sm" onClick={() => !busy && onRemove()} aria-label={t('cart.removeItem', { name: label })}>
            {t('cart.remove')}
          </Button>
        </div>
      </Stack>
      <Price money={card.lineTotal} size="lg" />
    </li>
  );
}
