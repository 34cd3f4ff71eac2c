/** The footer switcher's list of country sites, loaded when the shopper opens it (not first-load JavaScript). */
import type { MouseEvent } from 'react';
import styled from '@emotion/styled';
import { LOCALE_CODES, LOCALES, type LocaleCode, type SiteInfo } from '@sf/remote-contract';
import { canonicalOfPath, publicPathOf } from '@sf/contracts/navigation-rules';
import { goToEquivalentPage } from './equivalent-page';
import { siteLabel } from './site-label';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  marginBlock: theme.space[2],
  display: 'grid',
  gap: theme.space[1],
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  a: { color: theme.colors.text, display: 'inline-block', minHeight: '24px', paddingBlock: theme.space[1] },
}));

export function LocaleSwitcherList({ site, pathname, search }: { site: SiteInfo; pathname: string; search: string }) {
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const path = canonicalOfPath(pathname, site.language);
  const pick = (locale: LocaleCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void goToEquivalentPage(site, locale);
  };
  return (
    <List>
      {LOCALE_CODES.map((code) => (
        <li key={code}>
          <a
            href={`${publicPathOf(path, code, config)}${search}`}
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
  );
}
