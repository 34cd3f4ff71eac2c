import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { BasketItem } from '@sf/contracts';
import { Button, controlStyles, Image, Link, Price, Stack, Text, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { quantityOptions } from './quantity-options';

interface CartLineProps {
  item: BasketItem;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Opens the item action menu (change size, move to favourites, remove). */
  onMoreActions: () => void;
}

/** One basket line: what it is, how many, what it costs, and a way to remove it. */
export function CartLine({ item, busy, onQuantityChange, onRemove, onMoreActions }: CartLineProps) {
  const { t } = useTranslation();
  const quantityId = useId();
  return (
    <li
      aria-busy={busy || undefined}
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: `minmax(0, 6rem) minmax(0, 1fr)`,
        gap: theme.space[4],
        paddingBlock: theme.space[4],
        borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        [theme.media.md]: { gridTemplateColumns: `minmax(0, 8rem) minmax(0, 1fr) auto` },
      })}
    >
      <Image src={item.image} alt="" width={160} height={160} />
      <Stack gap={2}>
        <Link to={item.path} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold })}>
          {item.name}
        </Link>
        <Text size="sm" tone="muted">
          {t('cart.colour', { colour: item.colour })}
        </Text>
        <Text size="sm" tone="muted">
          {t('cart.size', { size: item.size })}
        </Text>
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space[3] })}>
          <div css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
            <label htmlFor={quantityId}>
              {t('cart.quantity')}
              <VisuallyHidden>{` (${item.name})`}</VisuallyHidden>
            </label>
            <select id={quantityId} value={item.quantity} onChange={(event) => !busy && onQuantityChange(Number(event.target.value))} css={selectStyles}>
              {quantityOptions(item.quantity, Math.max(1, item.maxQuantity)).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </div>
          <Button variant="ghost" size="sm" onClick={() => !busy && onRemove()} aria-label={t('cart.removeItem', { name: item.name })}>
            {t('cart.remove')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onMoreActions} aria-haspopup="dialog" aria-label={t('cart.basket.actionsOpen', { name: item.name })}>
            …
          </Button>
        </div>
      </Stack>
      <div css={(theme: Theme) => ({ gridColumn: '2', [theme.media.md]: { gridColumn: 'auto', textAlign: 'end' } })}>
        <Text size="sm" tone="muted">
          {t('cart.lineTotal')}
        </Text>
        <Price money={item.lineTotal} size="lg" />
      </div>
    </li>
  );
}

const selectStyles = (theme: Theme) => ({ ...controlStyles(theme), width: 'auto', minWidth: theme.sizes.minTarget });
