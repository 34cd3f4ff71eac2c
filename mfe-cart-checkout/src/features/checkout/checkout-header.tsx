import type { Theme } from '@emotion/react';
import { Inline, Link, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The shell hides its layout on /checkout (spec §2), so the page carries its own slim header. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <header css={(theme: Theme) => ({ borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingBottom: theme.space[3] })}>
      <Inline justify="between" gap={4}>
        <Link to="/" variant="plain">
          <Text as="span" size="xl" weight="bold" css={(theme: Theme) => ({ fontFamily: theme.fonts.heading })}>
            {site.brandName}
          </Text>
        </Link>
        <Link to="/cart">{t('cart.backToCart')}</Link>
      </Inline>
    </header>
  );
}
