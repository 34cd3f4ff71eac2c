/**
 * The footer's country and language switcher: every country site, each named in its own language, linking to the
 * page the shopper is on in that site (same path, local alias); a page the other site lacks falls back to its home
 * page (checked when picked, equivalent-page.ts). A native <details>: the summary is in the server's page, the list
 * (and the alias tables of every language) loads when it is opened.
 */
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $site, type SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { siteLabel } from './site-label';

type ListComponent = ComponentType<{ site: SiteInfo; pathname: string; search: string }>;

const Nav = styled.nav(({ theme }) => ({ marginBlock: theme.space[3] }));
const Summary = styled.summary(({ theme }) => ({
  cursor: 'pointer',
  minHeight: '24px',
  color: theme.colors.text,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
}));

export function LocaleSwitcher() {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const location = useLocation();
  const [List, setList] = useState<ListComponent | null>(null);
  const load = (open: boolean) => {
    if (open && !List) void import('./locale-switcher-list').then((module) => setList(() => module.LocaleSwitcherList));
  };
  return (
    <Nav aria-label={t('locale-switcher.label')}>
      <details onToggle={(event) => load(event.currentTarget.open)}>
        <Summary>
          {t('locale-switcher.current')} <span lang={site.tag}>{siteLabel(site.locale)}</span>
        </Summary>
        {List && <List site={site} pathname={location.pathname} search={location.search} />}
      </details>
    </Nav>
  );
}
