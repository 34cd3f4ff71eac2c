import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { useApiData } from '@sf/api-client/use-api-data';
import type { Navigation } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Inline, Link } from '@sf/ui';
import { createContentApi } from '../../shared/content-api';
import { safeHref } from '../../shared/safe-href';

/** The shell opens its consent preferences panel from this fragment (spec §2) and clears it again. */
export const COOKIE_PREFERENCES_HREF = '#cookie-preferences';
export const FOOTER_NAVIGATION_KEY = 'footer';

/**
 * Help links of the footer, from the CMS navigation of the site's language. The cookie-preferences link does not
 * depend on the CMS, so it is there even while the links load or when they fail. The edge inlines the links with the
 * document, so they are in the server's HTML.
 */
export function FooterLinks({ site, initial }: { site: Pick<SiteInfo, 'brand' | 'locale'>; initial?: Navigation }) {
  const { t } = useTranslation();
  // The edge's inlined links (server-rendered and hydrated as they are), else fetched after mount.
  const load = (signal: AbortSignal) => createContentApi(site).navigation(FOOTER_NAVIGATION_KEY, signal);
  const { state } = useApiData(`${site.brand}|${site.locale}|${FOOTER_NAVIGATION_KEY}`, load, { initial });
  // The footer is secondary: while loading or after a failure it keeps the links it has.
  const links = useRef<Navigation['links']>([]);
  if (state.status === 'ready') links.current = state.data.links;
  const failed = state.status === 'failed' || state.status === 'not-found' ? state : null;
  useEffect(() => {
    if (failed) console.warn('[mfe-content-help] footer navigation failed to load', failed.error);
  }, [failed]);

  return (
    <nav aria-label={t('content.footerNavigation')} data-testid="footer-links">
      <LinkList as="ul" gap={5}>
        {links.current.map((link) => {
          const href = safeHref(link.href);
          return href ? (
            <li key={`${link.href}-${link.label}`}>
              <Link to={href}>{link.label}</Link>
            </li>
          ) : null;
        })}
        <li>
          <Link to={COOKIE_PREFERENCES_HREF}>{t('content.cookiePreferences')}</Link>
        </li>
      </LinkList>
    </nav>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const LinkList = styled(Inline)(({ theme }) => ({ paddingBlock: theme.space[3] }));
