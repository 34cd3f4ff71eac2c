/**
 * The footer's country and language switcher: every country site, each named in its own language, linking to the
 * page the shopper is on in that site (same path, local alias); a page the other site lacks falls back to its home
 * page (checked when picked, equivalent-page.ts, loaded then). A native <details>: works before hydration; the list is
 * built only when opened.
 */
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $site, canonicalOfPath, LOCALE_CODES, LOCALES, publicPathOf, type LocaleCode, type SiteInfo } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { siteLabel } from './site-label';

const Nav = styled.nav(({ theme }) => ({ marginBlock: theme.space[3] }));
const Summary = styled.summary(({ theme }) => ({
  cursor: 'pointer',
  minHeight: '24px',
  color: theme.colors.text,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
}));
const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  marginBlock: theme.space[2],
  display: 'grid',
  gap: theme.space[1],
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  a: { color: theme.colors.text, display: 'inline-block', minHeight: '24px', paddingBlock: theme.space[1] },
}));

export function LocaleSwitcher() {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const path = canonicalOfPath(location.pathname, site.language);
  const pick = (locale: LocaleCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('./equivalent-page').then((module) => module.goToEquivalentPage(site, locale));
  };
  return (
    <Nav aria-label={t('locale-switcher.label')}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <Summary>
          {t('locale-switcher.current')} <span lang={site.tag}>{siteLabel(site.locale)}</span>
        </Summary>
        {open && (
          <List>
            {LOCALE_CODES.map((code) => (
              <li key={code}>
                <a
                  href={`${publicPathOf(path, code, config)}${location.search}`}
                  lang={LOCALES[code].tag}
                  hrefLang={LOCALES[code].tag}
                  aria-current={code === site.locale ? 'true' : undefined}
                  onClick={pick(code)}
                >
                  {siteLabel(code)}
                </a>
              </li>
            ))}
          </List>
        )}
      </details>
    </Nav>
  );
}
