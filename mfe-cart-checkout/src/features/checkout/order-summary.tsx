import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { Basket } from '@sf/contracts';
import { Heading, Image, Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The basket as checkout shows it: read-only lines and the subtotal. */
export function OrderSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={(theme: Theme) => ({ padding: theme.space[4], background: theme.colors.surface, borderRadius: theme.radii.md, alignSelf: 'start' })}
    >
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.orderSummary')}
        </Heading>
        <Stack as="ul" gap={3}>
          {basket.items.map((item) => (
            <li key={item.itemId} css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '3rem 1fr auto', gap: theme.space[3], alignItems: 'start' })}>
              <Image src={item.image} alt="" width={96} height={96} />
              <Stack gap={1}>
                <Text weight="bold">{item.name}</Text>
                <Text size="sm" tone="muted">
                  {`${t('cart.colour', { colour: item.colour })} · ${t('cart.size', { size: item.size })} · ${t('cart.quantity')}: ${item.quantity}`}
                </Text>
              </Stack>
              <Price money={item.lineTotal} />
            </li>
          ))}
        </Stack>
        <div css={{ display: 'flex', justifyContent: 'space-between' }}>
          <Text weight="bold">{t('cart.subtotal')}</Text>
          <Price money={basket.subtotal} size="lg" />
        </div>
        <Text size="sm" tone="muted">
          {t('cart.itemCount', { count: basket.totalItems })}
        </Text>
      </Stack>
    </section>
  );
}
