import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Basket, BasketItem } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { Alert, Button, Select, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';
import { DialogBasket } from './dialog-basket';
import { addToFavorites } from './move-to-favorites';

/** `#cart-item_<itemId>`: spec dialog "cart item action menu": change size, move to favourites, remove. */
export function ItemActionsDialog({ arg, setTitle, close }: Pick<DialogProps, 'arg' | 'setTitle' | 'close'>) {
  const { t } = useTranslation();
  return (
    <DialogBasket>
      {(basket, replace) => {
        const item = basket.items.find((candidate) => candidate.itemId === arg);
        return item ? (
          <ItemActions basket={basket} item={item} setTitle={setTitle} onBasket={replace} close={close} />
        ) : (
          <Alert tone="info">{t('cart.basket.itemGone')}</Alert>
        );
      }}
    </DialogBasket>
  );
}

interface ItemActionsProps {
  basket: Basket;
  item: BasketItem;
  setTitle: (title: string) => void;
  onBasket: (basket: Basket) => void;
  close: () => void;
}

function ItemActions({ basket, item, setTitle, onBasket, close }: ItemActionsProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [variantId, setVariantId] = useState(item.variantId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setTitle(item.name), [setTitle, item.name]);
  const api = basketApi();

  const run = async (action: () => Promise<Basket | undefined>) => {
    setBusy(true);
    setError(null);
    try {
      onBasket((await action()) ?? (await api.get(basket.basketId)));
      close();
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status === 409 && failure.body?.message ? failure.body.message : t('cart.updateFailed'));
      setBusy(false);
    }
  };
  const moveToFavorites = () =>
    run(async () => {
      if (!(await addToFavorites(site, item.productId))) throw new Error('favourites not saved');
      return api.removeItem(basket.basketId, item.itemId);
    });

  const options = item.sizes.map((size) => ({
    value: size.variantId,
    label: size.inStock ? size.size : t('cart.basket.soldOut', { size: size.size }),
    disabled: !size.inStock && size.variantId !== item.variantId,
  }));
  return (
    <Stack gap={4}>
      <Text tone="muted">{[t('cart.colour', { colour: item.colour }), t('cart.size', { size: item.size })].join(' · ')}</Text>
      {options.length > 1 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (variantId !== item.variantId) void run(() => api.changeSize(basket.basketId, item.itemId, variantId));
          }}
          css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'end', flexWrap: 'wrap' })}
        >
          <div css={{ flex: '1 1 8rem' }}>
            <Select label={t('cart.basket.changeSize')} options={options} value={variantId} onChange={(event) => setVariantId(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary" disabled={busy || variantId === item.variantId}>
            {t('cart.basket.saveSize')}
          </Button>
        </form>
      )}
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], flexWrap: 'wrap' })}>
        <Button variant="secondary" disabled={busy} onClick={() => void moveToFavorites()}>
          {t('cart.basket.moveToFavorites')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void run(() => api.removeItem(basket.basketId, item.itemId))}>
          {t('cart.basket.removeFromBasket')}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </Stack>
  );
}
