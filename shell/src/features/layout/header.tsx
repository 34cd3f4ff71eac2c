import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $cart, $site, type Navigate, type SiteInfo, type WidgetProps } from '@sf/contracts';
import { Container, Inline, Link, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useMemo } from 'react';
import { useHeaderMode } from './use-header-mode';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';
import { AccountEntrySlot } from './account-entry-slot';

/** Spec §2 rule 2: an overlay header lets the page show through; the dark mode swaps text and background tokens. */
const Bar = styled.header<{ overlay: boolean; mode: 'light' | 'dark' }>(({ theme, overlay, mode }) => ({
  borderBottom: overlay ? 'none' : `1px solid ${theme.colors.border}`,
  background: mode === 'dark' ? theme.colors.text : overlay ? 'transparent' : theme.colors.surface,
  color: mode === 'dark' ? theme.colors.background : theme.colors.text,
  '& a': mode === 'dark' ? { color: theme.colors.background } : {},
  paddingBlock: theme.space[3],
}));

/**
 * The search box takes a full row on small screens and the free width between the brand and the utility links from
 * md up. Neither depends on the box's own content width, which changes when the widget hydrates: sized by content,
 * it first fitted beside the brand and then wrapped to its own row (a layout shift, issue 13).
 */
const SearchArea = styled.div(({ theme }) => ({
  flex: '1 1 100%',
  [theme.media.md]: { flex: '1 1 0' },
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
  '& > div': { width: '100%', maxWidth: theme.sizes.proseMax },
}));

/** The account entry's line is reserved, so a signed-in shopper's greeting replacing "Sign in" moves nothing else. */
const AccountArea = styled.div({ minHeight: '1.5rem', minWidth: '3.5rem', display: 'flex', alignItems: 'center' });

const Brand = styled.span(({ theme }) => ({ fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl, fontWeight: 700 }));

/** Header owned by the shell; a signed-in shopper's account entry is the account remote's widget, the count comes from $cart. */
export function Header({ navigate }: { navigate: Navigate }) {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const cart = useStore($cart);
  const widgetProps = useMemo<WidgetProps>(() => ({ locale: site.locale, site, navigate }), [site, navigate]);
  const header = useHeaderMode();
  // The basket lives in the browser: the server's HTML (cacheable, the same for everyone) counts 0 until hydration.
  const totalItems = useHydrated() ? cart.totalItems : 0;
  return (
    <Bar overlay={header.overlay} mode={header.style} data-header-style={header.style} data-overlay-header={String(header.overlay)}>
      <Container>
        <Inline justify="between" align="center" gap={4}>
          <Link to="/" aria-label={t('shell.homeLink', { brand: site.brandName })}>
            <Brand>{site.brandName}</Brand>
          </Link>
          {/* The catalogue's search box (ARIA combobox with suggestions); a failure leaves a compact fallback. */}
          <SearchArea>
            <ParcelSlot remote="mfe_catalog" module="./SearchBox" parcelProps={widgetProps} variant="widget" />
          </SearchArea>
          <nav aria-label={t('shell.utilityNavigation')}>
            <Inline gap={4} align="center">
              <AccountArea>
                <AccountEntrySlot widgetProps={widgetProps} />
              </AccountArea>
              <Link to="/cart" data-testid="header-cart-link">
                {t('shell.cart')}{' '}
                <span data-testid="header-cart-count" aria-hidden="true">
                  ({totalItems})
                </span>
                <VisuallyHidden>{t('shell.cartCount', { count: totalItems })}</VisuallyHidden>
              </Link>
            </Inline>
          </nav>
        </Inline>
      </Container>
    </Bar>
  );
}
