import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { Button, Stack, Text, VisuallyHidden, type ButtonSize } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { isFavorite, toggleFavorite } from './favorites-store';
import { useFavorites } from './favorites-hook';

interface FavoriteButtonProps {
  productId: string;
  /** Completes the accessible name ("Favourite: Ridge Hiker Boot") where several buttons share a page. */
  name: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A toggle (aria-pressed) with a name that does not change, so a screen reader says "Favourite: …, pressed". The heart
 * is filled when pressed, so the state does not rest on colour alone.
 */
export function FavoriteButton({ productId, name, size = 'sm', fullWidth = false }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const [failed, setFailed] = useState(false);
  const pressed = isFavorite(favorites, productId);

  const toggle = async () => {
    setFailed(false);
    setFailed(!(await toggleFavorite(productId)));
  };

  return (
    <Stack gap={1}>
      <Button
        variant="secondary"
        size={size}
        fullWidth={fullWidth}
        aria-pressed={pressed}
        onClick={() => void toggle()}
        css={(theme: Theme) => ({ '&[aria-pressed="true"]': { background: theme.colors.surface } })}
      >
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
        {t('catalog.favorite')}
        <VisuallyHidden>{`: ${name}`}</VisuallyHidden>
      </Button>
      {failed && (
        <Text role="alert" size="sm" tone="error">
          {t('catalog.favoriteFailed')}
        </Text>
      )}
    </Stack>
  );
}
