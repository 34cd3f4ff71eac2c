import { Global, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $favoritesCount, guestFavoritesKey, type HeaderNavigation } from '@sf/contracts';
import { $cart, $session, $site, type Navigate, type SiteInfo, type WidgetProps } from '@sf/remote-contract';
import { BrandLogo, Container, Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeaderMode, type HeaderMode } from './use-header-mode';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';
import { AccountEntrySlot } from './account-entry-slot';
import { CategoryMenu } from './category-menu';
import { Icon } from './header-icons';
import { HEADER_HEIGHT, HEADER_ROW, CATEGORY_ROW } from './header-metrics';
import { useScrolled } from './use-scrolled';

// The phone's drill-down panel is code for a tap that may never come: loaded when the hamburger is pressed.
const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * Spec §2 rule 2: an overlay header lets the page show through (the page is pulled under it) until the page scrolls;
 * the dark mode swaps text and background tokens. Sticky: the one row stays in reach on a phone (56 px).
 */
const Bar = styled.header<{ transparent: boolean; dark: boolean; overlay: boolean }>(({ theme, transparent, dark, overlay }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.header,
  borderBottom: transparent ? `1px solid transparent` : `1px solid ${theme.colors.border}`,
  background: dark ? theme.colors.text : transparent ? 'transparent' : theme.colors.background,
  color: dark ? theme.colors.background : theme.colors.text,
  transition: `background ${theme.durations.base}`,
  marginBottom: overlay ? `calc(-1 * ${HEADER_HEIGHT.phone})` : 0,
  [theme.media.md]: { marginBottom: overlay ? `calc(-1 * ${HEADER_HEIGHT.desktop})` : 0 },
  // A page whose remote failed shows a fallback, not the hero the overlay was meant for: it must not sit under the bar.
  'body:has(main [data-slot-state="failed"]) &': { marginBottom: 0 },
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space[2],
  minHeight: HEADER_ROW,
  [theme.media.md]: { columnGap: theme.space[4], flexWrap: 'nowrap' },
}));

/**
 * Phones: the search box is behind the search icon and opens as a second row (its code loads when it is first shown,
 * issue 24: no first-load weight on a phone). From md up it takes the free width between the brand and the icons.
 */
const SearchArea = styled.div<{ open: boolean }>(({ theme, open }) => ({
  display: open ? 'flex' : 'none',
  order: 10,
  flex: '1 1 100%',
  paddingBottom: theme.space[2],
  minWidth: 0,
  justifyContent: 'center',
  '& > div': { width: '100%', maxWidth: theme.sizes.proseMax },
  [theme.media.md]: { display: 'flex', order: 0, flex: '1 1 0', paddingBottom: 0 },
}));

const Brand = styled(Link)(({ theme }) => ({
  fontSize: '1.125rem',
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  whiteSpace: 'nowrap',
  [theme.media.md]: { fontSize: theme.fontSizes.xl, marginInlineEnd: 0 },
}));

const Utilities = styled.ul({ display: 'flex', alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });

/** Icon buttons and links share one 44 px target (WCAG 2.5.8 asks 24; touch wants more). */
const iconTarget = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
} as const;
const IconTarget = styled.button(iconTarget);
const PhoneOnly = styled(IconTarget)(({ theme }) => ({ [theme.media.md]: { display: 'none' } }));
const IconLink = styled(Link)(iconTarget);

const Count = styled.span(({ theme }) => ({
  position: 'absolute',
  top: '0.25rem',
  insetInlineEnd: '0.125rem',
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: '0.25rem',
  borderRadius: '0.5625rem',
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  lineHeight: '1.125rem',
  textAlign: 'center',
  // The number is in the link's name ("Basket, 1 item"); the badge is for the eye and is hidden at 0.
  '&[data-count="0"]': { display: 'none' },
}));

const Categories = styled.div(({ theme }) => ({ display: 'none', height: CATEGORY_ROW, [theme.media.md]: { display: 'block' } }));

const Promo = styled.aside(({ theme }) => ({
  background: theme.brandStyle.promo.background,
  color: theme.brandStyle.promo.text,
  fontSize: theme.fontSizes.sm,
  textAlign: 'center',
  paddingBlock: theme.space[1],
  paddingInline: theme.space[3],
  '& a': { color: 'inherit', textDecoration: 'underline' },
}));

/** The promo bar (spec §2 CMS block): the CMS text when there is one, else the site's own; it scrolls away. */
export function PromoBar({ promo }: { promo: HeaderNavigation['promo'] | undefined }) {
  const { t } = useTranslation();
  const text = promo?.text ?? t('header.promo');
  return (
    <Promo aria-label={t('header.promoLabel')} data-testid="promo-bar">
      {promo?.href ? <Link to={promo.href}>{text}</Link> : text}
    </Promo>
  );
}

/**
 * A guest's favourites are counted from this browser's list until the catalogue's store (which also knows an
 * account's list) says otherwise. Unknown for a signed-in shopper on a page without the catalogue: no badge.
 */
function useFavoritesCount(site: SiteInfo, hydrated: boolean): number {
  const known = useStore($favoritesCount);
  const guest = useStore($session).status === 'guest';
  useEffect(() => {
    if (!hydrated || !guest || $favoritesCount.get() !== null) return;
    try {
      const list: unknown = JSON.parse(localStorage.getItem(guestFavoritesKey(site)) ?? '[]');
      $favoritesCount.set(Array.isArray(list) ? list.length : 0);
    } catch {
      $favoritesCount.set(0);
    }
  }, [hydrated, guest, site]);
  return hydrated ? (known ?? 0) : 0;
}

/** Header owned by the shell: brand, category menu, search, account, favourites and basket (counts from the shared atoms). */
export function Header({ navigate, navigation, initialMode }: { navigate: Navigate; navigation?: HeaderNavigation | null; initialMode?: HeaderMode }) {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const cart = useStore($cart);
  const widgetProps = useMemo<WidgetProps>(() => ({ locale: site.locale, site, navigate }), [site, navigate]);
  const header = useHeaderMode(initialMode);
  const scrolled = useScrolled();
  const hydrated = useHydrated();
  // The basket lives in the browser: the server's HTML (cacheable, the same for everyone) counts 0 until hydration.
  const totalItems = hydrated ? cart.totalItems : 0;
  const favorites = useFavoritesCount(site, hydrated);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);
  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    // Shown first, then focused (the box is in the server's markup; focusing it also loads its code).
    if (!searchOpen) requestAnimationFrame(() => searchRef.current?.querySelector<HTMLElement>('input')?.focus());
  };
  const categories = navigation?.categories ?? [];
  return (
    <>
      {/* The sticky header must not cover what the page scrolls to (a focused field, an anchor): WCAG 2.4.11. */}
      <Global styles={(theme: Theme) => ({ html: { scrollPaddingTop: HEADER_HEIGHT.phone, [theme.media.md]: { scrollPaddingTop: HEADER_HEIGHT.desktop } } })} />
      <PromoBar promo={navigation?.promo} />
      <Bar
        transparent={header.overlay && !scrolled && !menuOpen}
        overlay={header.overlay}
        dark={header.style === 'dark'}
        data-header-style={header.style}
        data-overlay-header={String(header.overlay)}
      >
        <Container>
          <Row>
            {categories.length > 0 && (
              <PhoneOnly ref={menuButton} type="button" aria-label={t('header.menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
                <Icon name="menu" />
              </PhoneOnly>
            )}
            <Brand to="/" variant="plain" aria-label={t('shell.homeLink', { brand: site.brandName })}>
              <BrandLogo brand={site.brand} name={site.brandName} />
            </Brand>
            {/* The catalogue's search box (ARIA combobox with suggestions); a failure leaves a compact fallback. */}
            <SearchArea id="header-search" open={searchOpen} ref={searchRef}>
              <ParcelSlot remote="mfe_catalog" module="./SearchBox" parcelProps={widgetProps} variant="widget" load="visible" />
            </SearchArea>
            <nav aria-label={t('shell.utilityNavigation')}>
              <Utilities>
                <li>
                  <PhoneOnly type="button" aria-label={t('header.search')} aria-expanded={searchOpen} aria-controls="header-search" onClick={toggleSearch}>
                    <Icon name="search" />
                  </PhoneOnly>
                </li>
                <li>
                  <AccountEntrySlot widgetProps={widgetProps} />
                </li>
                <li>
                  <IconLink to="/favorites" variant="plain" aria-label={t('header.favouritesCount', { count: favorites })} data-testid="header-favorites-link">
                    <Icon name="heart" />
                    <Count aria-hidden="true" data-count={favorites} data-testid="header-favorites-count">
                      {favorites}
                    </Count>
                  </IconLink>
                </li>
                <li>
                  <IconLink to="/cart" variant="plain" aria-label={t('header.basketCount', { count: totalItems })} data-testid="header-cart-link">
                    <Icon name="bag" />
                    <Count aria-hidden="true" data-count={totalItems} data-testid="header-cart-count">
                      {totalItems}
                    </Count>
                  </IconLink>
                </li>
              </Utilities>
            </nav>
          </Row>
          {categories.length > 0 && (
            <Categories>
              <CategoryMenu categories={categories} />
            </Categories>
          )}
        </Container>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              categories={categories}
              onClose={() => {
                setMenuOpen(false);
                menuButton.current?.focus();
              }}
            />
          </Suspense>
        )}
      </Bar>
    </>
  );
}
